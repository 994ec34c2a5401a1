import 'server-only'
import MiniSearch from 'minisearch'
import { contactFaqs } from '@/content/faqs'
import { industries } from '@/content/industries'
import { founders, mission, ourStory, values } from '@/content/company'
import { findAuthor } from '@/content/authors'
import {
  apiFeatures,
  apiSteps,
  apiValuePoints,
  lenderBenefits,
  lenderFeatures,
  partnerBenefits,
  partnerHubCards,
  referralAdvantages,
  referralSegments,
} from '@/content/partners'
import { financialProducts } from '@/content/products'
import { formatAddress, site } from '@/content/site'
import { companyStats } from '@/content/stats'
import { howItWorksSteps } from '@/content/steps'
import type { IconCard } from '@/content/types'
import { aiFeatures } from '@/content/features'
import { getArticles } from '@/server/content/articles'
import { loadLegalDocument } from '@/server/content/legal-documents'

/** A piece of the site's own content the assistant can quote, with the page it comes from. */
export type Passage = {
  id: string
  title: string
  text: string
  href: string
  pageTitle: string
  /** Set on a blog article's passages: the site's pages state its facts, articles add depth. */
  fromArticle?: boolean
}

function cards(cardList: IconCard[], href: string, pageTitle: string, prefix: string): Passage[] {
  return cardList.map((card, index) => ({
    id: `${prefix}-${index}`,
    title: card.title,
    text: `${card.title}: ${card.description}`,
    href,
    pageTitle,
  }))
}

function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_#>`]/g, '')
    .replace(/^\s*[-•]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** One passage for each `##` section of a Markdown document (an article or a legal text). */
function sectionPassages(
  id: string,
  title: string,
  markdown: string,
  href: string,
  fromArticle = false,
): Passage[] {
  return markdown.split(/^## /m).flatMap((section, index) => {
    const [firstLine = '', ...rest] = section.split('\n')
    const heading = index === 0 ? '' : firstLine.trim()
    const text = plain(index === 0 ? section : rest.join('\n'))
    if (text.length < 40 || /author bio/i.test(heading)) return []
    return [
      {
        id: `${id}-${index}`,
        title: heading ? `${title}: ${heading}` : title,
        text,
        href,
        pageTitle: title,
        fromArticle,
      },
    ]
  })
}

/** Every passage of the site: FAQs, products, industries, steps, partners, company, contact, articles. */
export function buildPassages(): Passage[] {
  const passages: Passage[] = []
  contactFaqs.forEach((faq, index) =>
    passages.push({
      id: `faq-${index}`,
      title: faq.question,
      text: faq.answer,
      href: '/contact-us',
      pageTitle: 'Contact Us',
    }),
  )
  for (const product of financialProducts) {
    passages.push({
      id: `product-${product.id}`,
      title: product.title,
      text: `${product.title}: ${product.subtitle}. ${product.description} Key facts about ${product.title}: ${product.features.join('; ')}.`,
      href: `/financial-products#${product.id}`,
      pageTitle: product.title,
    })
  }
  passages.push({
    id: 'products-overview',
    title: 'Financial products',
    text: `Through the marketplace, lenders offer six kinds of business financing: ${financialProducts.map((product) => product.title).join(', ')}. Funding ranges from $10K to $10M.`,
    href: '/financial-products',
    pageTitle: 'Financial Products',
  })
  industries.forEach((industry, index) =>
    passages.push({
      id: `industry-${index}`,
      title: `${industry.title} businesses`,
      text: `${industry.title}: ${industry.description} Typical uses: ${industry.items.join('; ')}.`,
      href: '/who-we-help',
      pageTitle: 'Who We Help',
    }),
  )
  passages.push({
    id: 'industries-overview',
    title: 'Industries we work with',
    text: `We work with businesses in many industries: ${industries.map((industry) => (industry.title === 'Other Industries' ? `other industries such as ${industry.items.join(', ')}` : industry.title)).join(', ')}. Most of our clients are e-commerce and SaaS companies.`,
    href: '/who-we-help',
    pageTitle: 'Who We Help',
  })
  passages.push({
    id: 'how-it-works',
    title: 'How it works',
    text: `How it works, in four steps: ${howItWorksSteps.map((step) => `${step.number}. ${step.title}: ${step.description}`).join(' ')} One digital business profile lets you apply to many certified lenders at once, and matching happens within minutes.`,
    href: '/how-it-works',
    pageTitle: 'How It Works',
  })
  passages.push(
    ...cards(partnerHubCards, '/partners', 'Partner With Us', 'partner-programme'),
    ...cards(partnerBenefits, '/partners', 'Partner With Us', 'partner-benefit'),
    ...cards(lenderFeatures, '/lenders', 'Lenders', 'lender-feature'),
    ...cards(lenderBenefits, '/lenders', 'Lenders', 'lender-benefit'),
    ...cards(referralAdvantages, '/referral-partners', 'Referral Partners', 'referral-advantage'),
    ...cards(referralSegments, '/referral-partners', 'Referral Partners', 'referral-segment'),
    ...cards(apiValuePoints, '/apis', 'API Partners', 'api-value'),
    ...cards(apiSteps, '/apis', 'API Partners', 'api-step'),
    ...cards(apiFeatures, '/apis', 'API Partners', 'api-feature'),
  )
  passages.push({
    id: 'company',
    title: `About ${site.name}`,
    text: `${ourStory.join(' ')} ${mission} ${companyStats.map((stat) => `${stat.number} ${stat.label}`).join(', ')}. Founded in Toronto in 2022 by its two founders, Daniel Okafor and Priya Raman, and based in Toronto, Canada. Values: ${values.map((value) => value.title).join(', ')}.`,
    href: '/about-us',
    pageTitle: 'Who We Are',
  })
  for (const founder of founders) {
    const author = findAuthor(founder.authorId)!
    passages.push({
      id: `founder-${founder.authorId}`,
      title: `${author.name}, ${author.role}`,
      text: `${author.name}, ${author.role}. ${founder.bio}`,
      href: '/about-us',
      pageTitle: 'Who We Are',
    })
  }
  passages.push({
    id: 'contact',
    title: 'Contact the team',
    text: `E-mail our team at ${site.supportEmail}; we reply within 24 hours. Business hours are Mon-Fri 9 AM-5 PM EST, with weekend support for urgent requests. You can also book a call with an expert. Our office is at ${formatAddress(site.address)}.`,
    href: '/contact-us',
    pageTitle: 'Contact Us',
  })
  passages.push({
    id: 'eligibility',
    title: 'Who can apply',
    text: 'Businesses incorporated in Canada or the United States can apply, for commercial use only, not for personal or consumer loans. It is free for businesses, and funding ranges from $10K to $10M. We give no financial advice and recommend no lender; the loan agreement is directly between the business and the lender, who sets the rate and fees.',
    href: '/contact-us',
    pageTitle: 'Contact Us: frequently asked questions',
  })
  passages.push(
    ...aiFeatures.map((feature, index) => ({
      id: `feature-${index}`,
      title: feature.title,
      text: `${feature.title}: ${feature.description.replaceAll('**', '')}`,
      href: '/',
      pageTitle: 'Home',
    })),
  )
  for (const article of getArticles())
    passages.push(
      ...sectionPassages(
        `article-${article.slug}`,
        article.title,
        article.body,
        article.href,
        true,
      ),
    )
  passages.push(
    ...sectionPassages(
      'privacy',
      'Privacy Policy',
      loadLegalDocument('privacy-policy').body,
      '/privacy-terms',
    ),
    ...sectionPassages(
      'terms',
      'Terms of Service',
      loadLegalDocument('terms-of-service').body,
      '/terms-of-service',
    ),
  )
  return passages
}

const STOP_WORDS = new Set(
  'a an and are as at be can do does for from get give tell know want need please how i if in is it me my of on or our so that the this to we what when where which who why will with you your much many any there have has'.split(
    ' ',
  ),
)

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower
}

let index: { search: MiniSearch<Passage>; passages: Passage[] } | undefined

/** The search index over every passage, built once per server process. */
export function knowledgeIndex() {
  if (!index) {
    const passages = buildPassages()
    const search = new MiniSearch<Passage>({
      fields: ['title', 'text'],
      storeFields: ['title', 'text', 'href', 'pageTitle', 'fromArticle'],
      processTerm,
      searchOptions: { boost: { title: 2 }, fuzzy: 0.15, prefix: true, combineWith: 'OR' },
    })
    search.addAll(passages)
    index = { search, passages }
  }
  return index
}
