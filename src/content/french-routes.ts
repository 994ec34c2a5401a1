import type { Locale } from '@/i18n/locales'

/**
 * Each English page's French twin (docs/decisions/0028-french.md): English keeps SPEC's
 * addresses; French lives under /fr with French names. The language switch, the alternates, the
 * sitemap and the French articles' links read this one map.
 */
export const frenchPaths = {
  '/': '/fr',
  '/how-it-works': '/fr/comment-ca-marche',
  '/who-we-help': '/fr/qui-nous-aidons',
  '/financial-products': '/fr/produits-financiers',
  '/tools': '/fr/outils',
  '/tools/product-finder': '/fr/outils/trouver-un-financement',
  '/tools/funding-readiness': '/fr/outils/preparation-au-financement',
  '/tools/term-loan-calculator': '/fr/outils/calculateur-de-pret-a-terme',
  '/tools/merchant-cash-advance-calculator': '/fr/outils/calculateur-d-avance-de-fonds',
  '/tools/line-of-credit-calculator': '/fr/outils/calculateur-de-marge-de-credit',
  '/tools/invoice-factoring-calculator': '/fr/outils/calculateur-d-affacturage',
  '/tools/offer-check': '/fr/outils/verifier-une-offre',
  '/tools/offer-check/methodology': '/fr/outils/verifier-une-offre/methode',
  '/about-us': '/fr/qui-nous-sommes',
  '/blog': '/fr/blogue',
  '/contact-us': '/fr/nous-joindre',
  '/partners': '/fr/partenaires',
  '/lenders': '/fr/preteurs',
  '/referral-partners': '/fr/partenaires-de-recommandation',
  '/apis': '/fr/api',
  '/partner-contact': '/fr/contact-partenaires',
  '/privacy-terms': '/fr/confidentialite',
  '/privacy-and-terms': '/fr/confidentialite-et-conditions',
  '/terms-of-service': '/fr/conditions-d-utilisation',
  '/how-we-make-money': '/fr/notre-remuneration',
  '/newsletter/confirm': '/fr/infolettre/confirmation',
  '/newsletter/unsubscribe': '/fr/infolettre/desabonnement',
} as const satisfies Record<string, `/fr${string}`>

export type EnglishPath = keyof typeof frenchPaths

/**
 * The French version of each outside page the English articles link to, where it has one: a French
 * article links to it instead (the same page, in French). Government sites publish every page in
 * both languages under different addresses.
 */
export const frenchExternalPages: Readonly<Record<string, string>> = {
  'https://ised-isde.canada.ca/site/canada-small-business-financing-program/en':
    'https://ised-isde.canada.ca/site/programme-financement-petites-entreprises-canada/fr',
  'https://www.priv.gc.ca/en/': 'https://www.priv.gc.ca/fr/',
  'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/keeping-records.html':
    'https://www.canada.ca/fr/agence-revenu/services/impot/entreprises/sujets/tenue-registres-comptables.html',
}

/** The blog's address in French: an article's French slug follows it. */
export const FRENCH_BLOG = frenchPaths['/blog']

/**
 * The French twin of an English link of this site: a page of the map, an article
 * (`/blog/{slug}` or its own address, through `articleSlugs`: English address → French slug),
 * keeping the query and the anchor. Other sites' links and unknown paths are returned unchanged.
 */
export function frenchHref(href: string, articleSlugs: ReadonlyMap<string, string>): string {
  const match = /^(\/[^?#]*)([?#].*)?$/.exec(href)
  if (!match) return href
  const [, path, rest = ''] = match
  const page = (frenchPaths as Record<string, string>)[path!]
  if (page) return `${page}${rest}`
  const article = articleSlugs.get(path!)
  return article ? `${FRENCH_BLOG}/${article}${rest}` : href
}

/**
 * An English page's address in one language: itself in English, its twin in French (the English
 * page while its twin is not built: `servedInFrench`).
 */
export function pathIn(locale: Locale, path: EnglishPath): string {
  return locale === 'fr' && servedInFrench.has(path) ? frenchPaths[path] : path
}

/** Pages reached from an e-mail: noindex, and their address's query (the token) is the point. */
const LINK_PAGES: readonly EnglishPath[] = ['/newsletter/confirm', '/newsletter/unsubscribe']

/**
 * The pages offered in both languages: the language switch, the alternates, the sitemap and the
 * French pages' links read this. Every page of the map is built in both languages (a unit test
 * holds src/app to the map); the e-mail link pages are left out, as a twin would drop the token.
 */
export const servedInFrench: ReadonlySet<EnglishPath> = new Set(
  (Object.keys(frenchPaths) as EnglishPath[]).filter((page) => !LINK_PAGES.includes(page)),
)

/**
 * `frenchHref` for links shown today: a page whose French twin is not built yet keeps its English
 * address (`servedInFrench`), so no French page links to a missing one.
 */
export function frenchHrefWhereServed(
  href: string,
  articleSlugs: ReadonlyMap<string, string>,
): string {
  const path = href.split(/[?#]/)[0]!
  if (path in frenchPaths && !servedInFrench.has(path as EnglishPath)) return href
  return frenchHref(href, articleSlugs)
}

const noArticles: ReadonlyMap<string, string> = new Map()

/**
 * A link of this site's content (an FAQ's, a card's) on a page in one language: in French, the
 * French page where it is built (`frenchHrefWhereServed`); articles are linked through their own
 * lists, which know their French slugs.
 */
export function hrefIn(locale: Locale, href: string): string {
  return locale === 'fr' ? frenchHrefWhereServed(href, noArticles) : href
}
