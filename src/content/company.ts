import type { Founder, ValueCard } from './types'

/** Mission, values, story and founders of /about-us ('Who We Are'). */
export const mission: string =
  'We make business funding fast, transparent and fair for the companies that drive the economy. One profile and AI-driven matching put every business in front of the lenders whose criteria fit, at no cost to the business.'

export const values: ValueCard[] = [
  {
    icon: 'ShieldCheck',
    title: 'Trust & Transparency',
    description:
      'Businesses see who they are applying to and what each offer involves. Data is protected with 256-bit encryption and shared only with the lenders a business chooses.',
  },
  {
    icon: 'Sparkles',
    title: 'Innovation-Driven',
    description:
      'We build matching models and tools that replace repetitive paperwork, so businesses apply in hours instead of weeks and lenders receive complete, comparable files.',
  },
  {
    icon: 'HeartHandshake',
    title: 'Client-Centric',
    description:
      'The platform is free for businesses, and our team supports every applicant from profile to funding. We measure ourselves by businesses funded, not applications sent.',
  },
]

export const ourStory: string[] = [
  'In Toronto in 2022, Daniel Okafor and Priya Raman kept hearing the same story from business owners: weeks spent filling out near-identical applications, one lender at a time, with an industry average approval rate of just 2-3%.',
  'They built one digital business profile that reaches many certified lenders at once through a guided application. AI-driven matching surfaces the options that fit within minutes, for funding from $10K to $10M, free for businesses.',
  'Today our network includes 120+ verified lenders. Businesses across Canada and the United States have made $3.5B+ in capital requests through the platform, 1000+ businesses have been funded, and applicants see a 4x success rate.',
]

/** The default brand's founders are invented people: /about-us shows the illustrative note beside each. */
export const founders: Founder[] = [
  {
    authorId: 'daniel-okafor',
    bio: 'Daniel spent a decade in commercial banking in Toronto, where he watched strong businesses get turned down simply because they applied to the wrong lender. As Co-founder & CEO, he leads company strategy and the growth of the lender network.',
    linkedin: 'https://www.linkedin.com/in/daniel-okafor-example',
    illustrative: true,
  },
  {
    authorId: 'priya-raman',
    bio: 'Priya leads product and engineering as Co-founder & CTO. She designed the matching models that pair business profiles with lender criteria, and the guided application built around them.',
    linkedin: 'https://www.linkedin.com/in/priya-raman-example',
    illustrative: true,
  },
]
