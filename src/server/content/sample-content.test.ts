import { describe, expect, it } from 'vitest'
import { authors } from '@/content/authors'
import { authorBioHeadings } from '@/content/blog'
import { founders } from '@/content/company'
import { lenders } from '@/content/lenders'
import { partnerCaseStudy, referralCaseStudy } from '@/content/partners'
import { successStories } from '@/content/success-stories'
import { testimonials } from '@/content/testimonials'
import { getArticles, type Article } from './articles'

/** docs/decisions/0021-illustrative-sample-content.md */
const articles = getArticles()
const partnerStudies = [partnerCaseStudy, referralCaseStudy]

/** The company in a testimonial position such as 'Founder & CEO, Harbourline Goods (Vancouver)'. */
const companyOf = (position: string) => position.replace(/^[^,]*, /, '').replace(/ \(.*\)$/, '')

/** People quoted by name in an article: '..." said Renée Castellanos, ...'. */
const quotedIn = (article: Article) =>
  [...article.body.matchAll(/said ([A-Z][\p{L}'-]+ [A-Z][\p{L}'-]+)/gu)].map(([, name]) => name!)

const flaggedArticles = articles.filter((article) => article.illustrative)

describe('sample content is flagged', () => {
  it.each([
    ['testimonials', testimonials],
    ['success stories', successStories],
    ['lender logos', lenders],
    ['founders', founders],
    ['partner case studies', partnerStudies],
  ])('every item of the %s says whether it is illustrative', (_, items) => {
    for (const item of items as { illustrative: unknown }[])
      expect(typeof item.illustrative).toBe('boolean')
  })

  it('the default brand ships every invented item flagged', () => {
    for (const item of [
      ...testimonials,
      ...successStories,
      ...lenders,
      ...founders,
      ...partnerStudies,
    ])
      expect(item.illustrative, JSON.stringify(item).slice(0, 80)).toBe(true)
  })

  it('case studies and articles quoting people from outside the company are flagged', () => {
    const staff: string[] = authors.map((author) => author.name)
    for (const article of articles) {
      const outsiders = quotedIn(article).filter((name) => !staff.includes(name))
      if (article.category === 'Case Study' || outsiders.length)
        expect(article.illustrative, article.slug).toBe(true)
    }
    expect(flaggedArticles.map((article) => article.slug)).toEqual(
      expect.arrayContaining([
        'case-study-acquisition-term-loan',
        'case-study-manufacturer-asset-based-revolver',
        'case-study-saas-tranched-term-loan',
        'tallyhouse-partnership-case-study',
        'quaylight-fx-partnership',
        'plumline-money-partnership',
      ]),
    )
  })
})

describe('invented people and companies', () => {
  const people = [
    ...testimonials.map((testimonial) => testimonial.name),
    ...partnerStudies.map((study) => study.quoteName),
    ...authors.filter((author) => author.id !== 'guest-contributor').map((author) => author.name),
    ...flaggedArticles.flatMap(quotedIn),
  ]
  const distinctPeople = [...new Set(people)]

  it('no first name or surname is shared by two different people', () => {
    for (const part of [0, 1]) {
      const names = distinctPeople.map((person) => person.split(' ')[part]!)
      const repeated = names.filter((name, index) => names.indexOf(name) !== index)
      expect(repeated, `shared ${part ? 'surnames' : 'first names'}`).toEqual([])
    }
  })

  it('no company name starts with the same word as another', () => {
    const companies = [
      ...testimonials.map((testimonial) => companyOf(testimonial.position)),
      ...successStories.map((story) => story.company),
      ...lenders.map((lender) => lender.name),
      ...partnerStudies.map((study) => companyOf(study.quoteRole)),
    ]
    const firstWords = [...new Set(companies)].map((company) => company.split(' ')[0]!)
    // A testimonial and a success story may be the same business (Ridgeway Freight Lines).
    const repeated = firstWords.filter((word, index) => firstWords.indexOf(word) !== index)
    expect(repeated).toEqual([])
  })

  it('no invented name borrows a real Canadian financial brand', () => {
    // Credit unions, banks, lenders and fintechs whose names an invented one could be mistaken for.
    const realBrands =
      /\b(Meridian|Northstar|North Star|Desjardins|Vancity|Tangerine|Simplii|Servus|Alterna|BlueShore|Laurentian|Wealthsimple|Questrade|KOHO|Mogo|Borrowell|Fairstone|Manulife|Sun Life|ATB|RBC|BMO|CIBC|Scotia|HSBC|MCAP|Concentra|Motus|DUCA|Libro|Kindred|FirstOntario|Prospera|Conexus|Steinbach|Cambrian|Assiniboine|Plooto|Clearco|OnDeck|Lendified|Equitable|Haventree|Canaccord)\b/i
    const names = [
      ...lenders.map((lender) => lender.name),
      ...successStories.map((story) => story.company),
      ...testimonials.map((testimonial) => companyOf(testimonial.position)),
      ...partnerStudies.map((study) => companyOf(study.quoteRole)),
      ...flaggedArticles.map((article) => article.title),
    ]
    for (const name of names) expect(name).not.toMatch(realBrands)
  })

  it('no invented person carries a professional credential or a real employer', () => {
    const credential =
      /\b(CPA|CFA|CA|CMA|CGA|MBA|PhD|P\.Eng|lawyer|attorney|barrister|solicitor|notary|chartered)\b|former .* at (RBC|TD|BMO|CIBC|Scotiabank|Desjardins|National Bank)/
    const texts = [
      ...testimonials.map((testimonial) => testimonial.position),
      ...authors.flatMap((author) => [author.role, author.bio]),
      ...founders.map((founder) => founder.bio),
      ...partnerStudies.map((study) => study.quoteRole),
      // The sentence of an Author Bio that says who the writer is.
      ...articles.map(
        (article) => article.body.split(`\n## ${authorBioHeadings.en}\n`)[1]?.split('. ')[0] ?? '',
      ),
    ]
    for (const text of texts) expect(text).not.toMatch(credential)
  })
})

describe('success stories and their case studies tell the same deal', () => {
  const linked = successStories.filter((story) => story.article)

  it('the cards of the $5M, $1M and $1.6M deals link to their case studies', () => {
    expect(linked.map((story) => story.amount)).toEqual(['$5M', '$1M', '$1.6M'])
  })

  it.each(linked.map((story) => [story.article!, story] as const))(
    '%s: amount, product, company, place and industry agree',
    (slug, story) => {
      const article = articles.find((candidate) => candidate.slug === slug)
      expect(article, `content/blog/${slug}.md`).toBeDefined()
      expect(article!.category).toBe('Case Study')
      expect(article!.illustrative).toBe(story.illustrative)
      const title = article!.title.toLowerCase()
      expect(title).toContain(story.amount.toLowerCase())
      expect(title).toContain(story.productType.toLowerCase())
      const text = `${article!.summary}\n${article!.body}`
      expect(text).toContain(story.company)
      expect(text).toContain(story.place)
      expect(text.toLowerCase()).toContain(story.industry.toLowerCase())
      // The card names no other company or place than the article's.
      for (const other of successStories.filter((candidate) => candidate !== story)) {
        expect(text).not.toContain(other.company)
        expect(text).not.toContain(other.place)
      }
    },
  )
})
