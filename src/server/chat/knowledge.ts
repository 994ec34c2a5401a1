import 'server-only'
import MiniSearch from 'minisearch'
import { authorIn, findAuthor } from '@/content/authors'
import { isAuthorBioHeading } from '@/content/blog'
import { pathIn, type EnglishPath } from '@/content/french-routes'
import { businessHours, formatAddress, site } from '@/content/site'
import type { IconCard, StatTile } from '@/content/types'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { articlesIn } from '@/server/content/french-articles'
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

/**
 * The words that tie the content into passages, in each language (the content itself comes from
 * `contentIn`). The English wording is the one the evaluation set was tuned on.
 */
const glue = {
  en: {
    contactPage: 'Contact Us',
    faqPage: 'Contact Us: frequently asked questions',
    productFacts: (title: string, subtitle: string, description: string, facts: string[]) =>
      `${title}: ${subtitle}. ${description} Key facts about ${title}: ${facts.join('; ')}.`,
    productsTitle: 'Financial products',
    productsPage: 'Financial Products',
    productsOverview: (titles: string[]) =>
      `Through the marketplace, lenders offer six kinds of business financing: ${titles.join(', ')}. Funding ranges from $10K to $10M.`,
    industryTitle: (title: string) => `${title} businesses`,
    industryText: (title: string, description: string, uses: string[]) =>
      `${title}: ${description} Typical uses: ${uses.join('; ')}.`,
    whoWeHelp: 'Who We Help',
    industriesTitle: 'Industries we work with',
    industriesOverview: (names: string[]) =>
      `We work with businesses in many industries: ${names.join(', ')}. Most of our clients are e-commerce and SaaS companies.`,
    otherIndustries: (items: string[]) => `other industries such as ${items.join(', ')}`,
    howItWorksTitle: 'How it works',
    howItWorksPage: 'How It Works',
    howItWorks: (steps: string[]) =>
      `How it works, in four steps: ${steps.join(' ')} One digital business profile lets you apply to many certified lenders at once, and matching happens within minutes.`,
    partners: 'Partner With Us',
    lenders: 'Lenders',
    referral: 'Referral Partners',
    apis: 'API Partners',
    aboutTitle: `About ${site.name}`,
    aboutPage: 'Who We Are',
    founded:
      'Founded in Toronto in 2022 by its two founders, Daniel Okafor and Priya Raman, and based in Toronto, Canada.',
    contactTitle: 'Contact the team',
    contact: (address: string) =>
      `E-mail our team at ${site.supportEmail}; we reply within 24 hours. Business hours are Mon-Fri ${businessHours('en')}, with weekend support for urgent requests. You can also book a call with an expert. Our office is at ${address}.`,
    eligibilityTitle: 'Who can apply',
    eligibility:
      'Businesses incorporated in Canada or the United States can apply, for commercial use only, not for personal or consumer loans. It is free for businesses, and funding ranges from $10K to $10M. We give no financial advice and recommend no lender; the loan agreement is directly between the business and the lender, who sets the rate and fees.',
    home: 'Home',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    colon: ': ',
    valuesLabel: 'Values:',
  },
  fr: {
    contactPage: 'Nous joindre',
    faqPage: 'Nous joindre : questions fréquentes',
    productFacts: (title: string, subtitle: string, description: string, facts: string[]) =>
      `${title} : ${subtitle}. ${description} L’essentiel sur ce produit : ${facts.join(' ; ')}.`,
    productsTitle: 'Produits financiers',
    productsPage: 'Produits financiers',
    productsOverview: (titles: string[]) =>
      `Par l’intermédiaire de la place de marché, les prêteurs offrent six types de financement d’entreprise : ${titles.join(', ')}. Le financement va de 10 k$ à 10 M$.`,
    industryTitle: (title: string) => `Entreprises : ${title}`,
    industryText: (title: string, description: string, uses: string[]) =>
      `${title} : ${description} Utilisations courantes : ${uses.join(' ; ')}.`,
    whoWeHelp: 'Qui nous aidons',
    industriesTitle: 'Les secteurs que nous servons',
    industriesOverview: (names: string[]) =>
      `Nous travaillons avec des entreprises de nombreux secteurs : ${names.join(', ')}. La plupart de nos clients sont des entreprises de commerce électronique et de logiciel-service (SaaS).`,
    otherIndustries: (items: string[]) => `d’autres secteurs comme ${items.join(', ')}`,
    howItWorksTitle: 'Comment ça marche',
    howItWorksPage: 'Comment ça marche',
    howItWorks: (steps: string[]) =>
      `Comment ça marche, en quatre étapes : ${steps.join(' ')} Un seul profil d’entreprise numérique vous permet de présenter une demande à de nombreux prêteurs certifiés à la fois, et le jumelage se fait en quelques minutes.`,
    partners: 'Devenez partenaire',
    lenders: 'Prêteurs',
    referral: 'Partenaires de recommandation',
    apis: 'Partenaires API',
    aboutTitle: `À propos de ${site.name}`,
    aboutPage: 'Qui nous sommes',
    founded:
      'Fondée à Toronto en 2022 par ses deux fondateurs, Daniel Okafor et Priya Raman, l’entreprise est établie à Toronto, au Canada.',
    contactTitle: 'Joindre l’équipe',
    contact: (address: string) =>
      `Écrivez à notre équipe à ${site.supportEmail} ; nous répondons en moins de 24 heures. Nos heures d’ouverture sont du lundi au vendredi, de ${businessHours('fr')}, avec du soutien la fin de semaine pour les demandes urgentes. Vous pouvez aussi réserver un appel avec un spécialiste. Notre bureau est situé au ${address}.`,
    eligibilityTitle: 'Qui peut présenter une demande',
    eligibility:
      'Les entreprises constituées au Canada ou aux États-Unis peuvent présenter une demande, pour un usage commercial seulement, et non pour des prêts personnels ou à la consommation. Le service est gratuit pour les entreprises, et le financement va de 10 k$ à 10 M$. Nous ne donnons aucun conseil financier et ne recommandons aucun prêteur ; le contrat de prêt est conclu directement entre l’entreprise et le prêteur, qui fixe le taux et les frais.',
    home: 'Accueil',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    colon: ' : ',
    valuesLabel: 'Valeurs :',
  },
}

/** Every passage of the site in one language: FAQs, products, industries, steps, partners, company, contact, articles, legal texts. */
export function buildPassages(locale: Locale = 'en'): Passage[] {
  const words = glue[locale]
  const content = contentIn(locale)
  const href = (path: EnglishPath) => pathIn(locale, path)
  const passages: Passage[] = []
  content.contactFaqs.forEach((faq, index) =>
    passages.push({
      id: `faq-${index}`,
      title: faq.question,
      text: faq.answer,
      href: href('/contact-us'),
      pageTitle: words.contactPage,
    }),
  )
  for (const product of content.financialProducts) {
    passages.push({
      id: `product-${product.id}`,
      title: product.title,
      text: words.productFacts(
        product.title,
        product.subtitle,
        product.description,
        product.features,
      ),
      href: `${href('/financial-products')}#${product.id}`,
      pageTitle: product.title,
    })
  }
  passages.push({
    id: 'products-overview',
    title: words.productsTitle,
    text: words.productsOverview(content.financialProducts.map((product) => product.title)),
    href: href('/financial-products'),
    pageTitle: words.productsPage,
  })
  content.industries.forEach((industry, index) =>
    passages.push({
      id: `industry-${index}`,
      title: words.industryTitle(industry.title),
      text: words.industryText(industry.title, industry.description, industry.items),
      href: href('/who-we-help'),
      pageTitle: words.whoWeHelp,
    }),
  )
  passages.push({
    id: 'industries-overview',
    title: words.industriesTitle,
    text: words.industriesOverview(
      content.industries.map((industry, index) =>
        // The last card gathers the other industries.
        index === content.industries.length - 1
          ? words.otherIndustries(industry.items)
          : industry.title,
      ),
    ),
    href: href('/who-we-help'),
    pageTitle: words.whoWeHelp,
  })
  passages.push({
    id: 'how-it-works',
    title: words.howItWorksTitle,
    text: words.howItWorks(
      content.howItWorksSteps.map(
        (step) => `${step.number}. ${step.title}${words.colon}${step.description}`,
      ),
    ),
    href: href('/how-it-works'),
    pageTitle: words.howItWorksPage,
  })
  passages.push(
    ...cards(
      content.partnerHubCards,
      href('/partners'),
      words.partners,
      'partner-programme',
      words.colon,
    ),
    ...cards(
      content.partnerBenefits,
      href('/partners'),
      words.partners,
      'partner-benefit',
      words.colon,
    ),
    ...cards(
      content.lenderFeatures,
      href('/lenders'),
      words.lenders,
      'lender-feature',
      words.colon,
    ),
    ...cards(
      content.lenderBenefits,
      href('/lenders'),
      words.lenders,
      'lender-benefit',
      words.colon,
    ),
    ...cards(
      content.referralAdvantages,
      href('/referral-partners'),
      words.referral,
      'referral-advantage',
      words.colon,
    ),
    ...cards(
      content.referralSegments,
      href('/referral-partners'),
      words.referral,
      'referral-segment',
      words.colon,
    ),
    ...cards(content.apiValuePoints, href('/apis'), words.apis, 'api-value', words.colon),
    ...cards(content.apiSteps, href('/apis'), words.apis, 'api-step', words.colon),
    ...cards(content.apiFeatures, href('/apis'), words.apis, 'api-feature', words.colon),
  )
  passages.push({
    id: 'company',
    title: words.aboutTitle,
    text: `${content.ourStory.join(' ')} ${content.mission} ${statTiles(content.companyStats)}. ${words.founded} ${words.valuesLabel} ${content.values.map((value) => value.title).join(', ')}.`,
    href: href('/about-us'),
    pageTitle: words.aboutPage,
  })
  for (const founder of content.founders) {
    const author = authorIn(findAuthor(founder.authorId)!, locale)
    passages.push({
      id: `founder-${founder.authorId}`,
      title: `${author.name}, ${author.role}`,
      text: `${author.name}, ${author.role}. ${founder.bio}`,
      href: href('/about-us'),
      pageTitle: words.aboutPage,
    })
  }
  passages.push({
    id: 'contact',
    title: words.contactTitle,
    text: words.contact(formatAddress(site.address)),
    href: href('/contact-us'),
    pageTitle: words.contactPage,
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
    title: words.eligibilityTitle,
    text: words.eligibility,
    href: href('/contact-us'),
    pageTitle: words.faqPage,
  })
  passages.push(
    ...content.aiFeatures.map((feature, index) => ({
      id: `feature-${index}`,
      title: feature.title,
      text: `${feature.title}${words.colon}${feature.description.replaceAll('**', '')}`,
      href: href('/'),
      pageTitle: words.home,
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
      words.privacy,
      loadLegalDocument('privacy-policy', locale).body,
      href('/privacy-terms'),
      locale,
    ),
    ...sectionPassages(
      'terms',
      words.terms,
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
