import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import MiniSearch from 'minisearch'
import { parse } from 'yaml'
import { authorIn, findAuthor } from '@/content/authors'
import { isAuthorBioHeading } from '@/content/blog'
import { pathIn, type EnglishPath } from '@/content/french-routes'
import type { IconCard, StatTile } from '@/content/types'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { fillPlaceholders } from '@/lib/markdown/placeholders'
import { z } from '@/lib/zod'
import { articlesIn } from '@/server/content/french-articles'
import { loadLegalDocument } from '@/server/content/legal-documents'

/** What the assistant knows and says, as content (content/assistant/README.md). */
export const ASSISTANT_DIR = path.join(process.cwd(), 'content', 'assistant')

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

function cards(
  cardList: IconCard[],
  href: string,
  pageTitle: string,
  prefix: string,
  colon: string,
): Passage[] {
  return cardList.map((card, index) => ({
    id: `${prefix}-${index}`,
    title: card.title,
    text: `${card.title}${colon}${card.description}`,
    href,
    pageTitle,
  }))
}

/** The stat tiles in one sentence, each number first ("Plus de 120 …, plus de 1 000 …"). */
function statTiles(tiles: StatTile[]): string {
  return tiles
    .map(({ number, label }, index) => {
      const tile = `${number} ${label}`
      return index === 0 ? tile : tile.charAt(0).toLowerCase() + tile.slice(1)
    })
    .join(', ')
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
  locale: Locale,
  fromArticle = false,
): Passage[] {
  return markdown.split(/^## /m).flatMap((section, index) => {
    const [firstLine = '', ...rest] = section.split('\n')
    const heading = index === 0 ? '' : firstLine.trim()
    const text = plain(index === 0 ? section : rest.join('\n'))
    if (text.length < 40 || isAuthorBioHeading(heading, locale)) return []
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

const glueSchema = z.strictObject({
  colon: z.string(),
  listSeparator: z.string(),
  pageTitles: z.strictObject(
    Object.fromEntries(
      [
        'contact',
        'faq',
        'products',
        'whoWeHelp',
        'howItWorks',
        'partners',
        'lenders',
        'referral',
        'apis',
        'about',
        'home',
        'privacy',
        'terms',
      ].map((key) => [key, z.string().min(1)]),
    ) as Record<PageTitle, z.ZodString>,
  ),
  titles: z.record(z.string(), z.string().min(1)),
  text: z.record(z.string(), z.string().min(1)),
})
type PageTitle =
  | 'contact'
  | 'faq'
  | 'products'
  | 'whoWeHelp'
  | 'howItWorks'
  | 'partners'
  | 'lenders'
  | 'referral'
  | 'apis'
  | 'about'
  | 'home'
  | 'privacy'
  | 'terms'

/**
 * The words that tie the content into passages, in each language (content/assistant/passages.yaml;
 * the content itself comes from `contentIn`): titles, and sentences with {slots} the content fills.
 */
function glueIn(locale: Locale) {
  const file = path.join(ASSISTANT_DIR, 'passages.yaml')
  const glue = glueSchema.parse(
    (parse(readFileSync(file, 'utf8')) as Record<Locale, unknown>)[locale],
  )
  const fill = (template: string | undefined, slots: Record<string, string | string[]> = {}) => {
    if (template === undefined) throw new Error(`${file}: a ${locale} sentence is missing`)
    return fillPlaceholders(template, file, locale)
      .replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = slots[name]
        if (value === undefined) throw new Error(`${file}: unknown slot {${name}}`)
        return Array.isArray(value) ? value.join(glue.listSeparator) : value
      })
      .replace(/\s+/g, ' ')
      .trim()
  }
  return {
    colon: glue.colon,
    page: glue.pageTitles,
    title: (key: string, slots?: Record<string, string>) => fill(glue.titles[key], slots),
    text: (key: string, slots?: Record<string, string | string[]>) => fill(glue.text[key], slots),
  }
}

/** Every passage of the site in one language: FAQs, products, industries, steps, partners, company, contact, articles, legal texts. */
export function buildPassages(locale: Locale = 'en'): Passage[] {
  const words = glueIn(locale)
  const content = contentIn(locale)
  const founderNames = () => {
    const [first = '', second = ''] = content.founders.map(
      (founder) => authorIn(findAuthor(founder.authorId)!, locale).name,
    )
    return words.text('founderNames', { first, second })
  }
  const href = (path: EnglishPath) => pathIn(locale, path)
  const passages: Passage[] = []
  content.contactFaqs.forEach((faq, index) =>
    passages.push({
      id: `faq-${index}`,
      title: faq.question,
      text: faq.answer,
      href: href('/contact-us'),
      pageTitle: words.page.contact,
    }),
  )
  for (const product of content.financialProducts) {
    passages.push({
      id: `product-${product.id}`,
      title: product.title,
      text: words.text('productFacts', {
        title: product.title,
        subtitle: product.subtitle,
        description: product.description,
        facts: product.features,
      }),
      href: `${href('/financial-products')}#${product.id}`,
      pageTitle: product.title,
    })
  }
  passages.push({
    id: 'products-overview',
    title: words.title('products'),
    text: words.text('productsOverview', {
      titles: content.financialProducts.map((product) => product.title).join(', '),
    }),
    href: href('/financial-products'),
    pageTitle: words.page.products,
  })
  content.industries.forEach((industry, index) =>
    passages.push({
      id: `industry-${index}`,
      title: words.title('industry', { title: industry.title }),
      text: words.text('industry', {
        title: industry.title,
        description: industry.description,
        uses: industry.items,
      }),
      href: href('/who-we-help'),
      pageTitle: words.page.whoWeHelp,
    }),
  )
  passages.push({
    id: 'industries-overview',
    title: words.title('industries'),
    text: words.text('industriesOverview', {
      names: content.industries
        .map((industry, index) =>
          // The last card gathers the other industries.
          index === content.industries.length - 1
            ? words.text('otherIndustries', { items: industry.items.join(', ') })
            : industry.title,
        )
        .join(', '),
    }),
    href: href('/who-we-help'),
    pageTitle: words.page.whoWeHelp,
  })
  passages.push({
    id: 'how-it-works',
    title: words.title('howItWorks'),
    text: words.text('howItWorks', {
      steps: content.howItWorksSteps
        .map((step) => `${step.number}. ${step.title}${words.colon}${step.description}`)
        .join(' '),
    }),
    href: href('/how-it-works'),
    pageTitle: words.page.howItWorks,
  })
  passages.push(
    ...cards(
      content.partnerHubCards,
      href('/partners'),
      words.page.partners,
      'partner-programme',
      words.colon,
    ),
    ...cards(
      content.partnerBenefits,
      href('/partners'),
      words.page.partners,
      'partner-benefit',
      words.colon,
    ),
    ...cards(
      content.lenderFeatures,
      href('/lenders'),
      words.page.lenders,
      'lender-feature',
      words.colon,
    ),
    ...cards(
      content.lenderBenefits,
      href('/lenders'),
      words.page.lenders,
      'lender-benefit',
      words.colon,
    ),
    ...cards(
      content.referralAdvantages,
      href('/referral-partners'),
      words.page.referral,
      'referral-advantage',
      words.colon,
    ),
    ...cards(
      content.referralSegments,
      href('/referral-partners'),
      words.page.referral,
      'referral-segment',
      words.colon,
    ),
    ...cards(content.apiValuePoints, href('/apis'), words.page.apis, 'api-value', words.colon),
    ...cards(content.apiSteps, href('/apis'), words.page.apis, 'api-step', words.colon),
    ...cards(content.apiFeatures, href('/apis'), words.page.apis, 'api-feature', words.colon),
  )
  passages.push({
    id: 'company',
    title: words.title('about'),
    text: `${content.ourStory.join(' ')} ${content.mission} ${statTiles(content.companyStats)}. ${words.text('founded', { founders: founderNames() })} ${words.text('values')} ${content.values.map((value) => value.title).join(', ')}.`,
    href: href('/about-us'),
    pageTitle: words.page.about,
  })
  for (const founder of content.founders) {
    const author = authorIn(findAuthor(founder.authorId)!, locale)
    passages.push({
      id: `founder-${founder.authorId}`,
      title: `${author.name}, ${author.role}`,
      text: `${author.name}, ${author.role}. ${founder.bio}`,
      href: href('/about-us'),
      pageTitle: words.page.about,
    })
  }
  passages.push({
    id: 'contact',
    title: words.title('contact'),
    text: words.text('contact'),
    href: href('/contact-us'),
    pageTitle: words.page.contact,
  })
  // How the company is paid (/how-we-make-money): who pays, what payment does not change, who
  // it pays, and whose agreement a loan is.
  const money = content.howWeMakeMoney
  const moneyPage = (id: string, title: string, text: string): Passage => ({
    id: `money-${id}`,
    title: `${money.title}: ${title}`,
    text,
    href: href('/how-we-make-money'),
    pageTitle: money.title,
  })
  passages.push(
    moneyPage('summary', money.title, money.summary),
    ...money.payers.cards.map((card, index) =>
      moneyPage(`payer-${index}`, card.title, `${card.title}${words.colon}${card.description}`),
    ),
    ...money.ranking.points.map((point, index) =>
      moneyPage(`ranking-${index}`, point.title, `${point.title}${words.colon}${point.text}`),
    ),
    moneyPage('payees', money.payees.title, money.payees.paragraphs.join(' ')),
    moneyPage('agreement', money.agreement.title, money.agreement.paragraphs.join(' ')),
  )
  passages.push({
    id: 'eligibility',
    title: words.title('eligibility'),
    text: words.text('eligibility'),
    href: href('/contact-us'),
    pageTitle: words.page.faq,
  })
  passages.push(
    ...content.aiFeatures.map((feature, index) => ({
      id: `feature-${index}`,
      title: feature.title,
      text: `${feature.title}${words.colon}${feature.description.replaceAll('**', '')}`,
      href: href('/'),
      pageTitle: words.page.home,
    })),
  )
  for (const article of articlesIn(locale))
    passages.push(
      ...sectionPassages(
        `article-${article.slug}`,
        article.title,
        article.body,
        article.href,
        locale,
        true,
      ),
    )
  passages.push(
    ...sectionPassages(
      'privacy',
      words.page.privacy,
      loadLegalDocument('privacy-policy', locale).body,
      href('/privacy-terms'),
      locale,
    ),
    ...sectionPassages(
      'terms',
      words.page.terms,
      loadLegalDocument('terms-of-service', locale).body,
      href('/terms-of-service'),
      locale,
    ),
  )
  return passages
}

const STOP_WORDS = new Set(
  'a an and are as at be can do does for from get give tell know want need please how i if in is it me my of on or our so that the this to we what when where which who why will with you your much many any there have has'.split(
    ' ',
  ),
)

/** French function words, written without accents (French terms are compared without them). */
const FRENCH_STOP_WORDS = new Set(
  'au aux avec ce ces cet cette comme dans de des du elle en est et etre il ils je la le les leur leurs lui ma mais me mes moi mon ne nos notre nous on ou par pas pour qu que quel quelle quels quelles qui sa se ses son sur ta te tes toi ton tu un une vos votre vous y a ai as avez avons ont sont suis etes peut peux pouvez puis faire fait dois doit comment combien quoi quand ou oui non si plus tres bien donc alors aussi car cela ca svp merci entreprise entreprises'.split(
    ' ',
  ),
)

/** A word as the search compares it: lower case; in French without accents ("prêt" = "pret"). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower
}

export function processFrenchTerm(term: string): string | null {
  const plain = foldAccents(term.toLowerCase()).replace(/^[ldjcmnst]['’]/, '')
  return plain.length < 2 || FRENCH_STOP_WORDS.has(plain) ? null : plain
}

/** "é" → "e", "ç" → "c": French is searched and compared without accents. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '')
}

/** How each language's words are read for the search. */
export const termProcessors: Record<Locale, (term: string) => string | null> = {
  en: processTerm,
  fr: processFrenchTerm,
}

const indexes = new Map<Locale, { search: MiniSearch<Passage>; passages: Passage[] }>()

/** The search index over every passage of one language, built once per server process. */
export function knowledgeIndex(locale: Locale = 'en') {
  let index = indexes.get(locale)
  if (!index) {
    const passages = buildPassages(locale)
    const search = new MiniSearch<Passage>({
      fields: ['title', 'text'],
      storeFields: ['title', 'text', 'href', 'pageTitle', 'fromArticle'],
      processTerm: termProcessors[locale],
      ...(locale === 'fr'
        ? { tokenize: (text: string) => text.split(/[^\p{L}\p{N}$%'’-]+/u) }
        : {}),
      searchOptions: { boost: { title: 2 }, fuzzy: 0.15, prefix: true, combineWith: 'OR' },
    })
    search.addAll(passages)
    index = { search, passages }
    indexes.set(locale, index)
  }
  return index
}
