import 'server-only'
import { frenchPaths } from '@/content/french-routes'
import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { verifyNewsletterToken } from '@/server/newsletter/tokens'

/** The two pages a newsletter e-mail links to; each also shows what its button did. */
export type NewsletterLinkPage = '/newsletter/confirm' | '/newsletter/unsubscribe'

/**
 * A link page's address in the subscriber's language: the e-mail of a subscription made on a
 * French page links to the French pages, and their buttons bring the visitor back to them.
 */
export function linkPageAddress(page: NewsletterLinkPage, locale: Locale): string {
  return locale === 'fr' ? frenchPaths[page] : page
}

/** What a French link page's button adds to its address, so the outcome is shown in French. */
const FRENCH = 'fr'

/** The language of the link page whose button was pressed. */
export function linkLanguage(request: Request): Locale {
  return new URL(request.url).searchParams.get('language') === FRENCH ? 'fr' : 'en'
}

/**
 * Runs what a newsletter link's button asks for (confirm or unsubscribe) and returns what happened;
 * 'unavailable' when the database cannot be reached, in which case nothing has changed.
 */
export async function followNewsletterLink<Outcome extends string>(
  action: () => Promise<Outcome>,
): Promise<Outcome | 'unavailable'> {
  try {
    return await action()
  } catch (error) {
    log.error({ err: error }, 'newsletter link could not be processed')
    return 'unavailable'
  }
}

/**
 * Sends the browser that pressed the button back to the link's page, which says what happened
 * (303, so the page is fetched with GET and a reload posts nothing again). The address is relative:
 * behind a proxy the request's own URL may name an inner host.
 */
export function showOutcome(page: NewsletterLinkPage, outcome: string, locale: Locale): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${linkPageAddress(page, locale)}?outcome=${encodeURIComponent(outcome)}`,
    },
  })
}

/** The `token` query parameter of a link's address or of its button's form. */
export function linkToken(request: Request): string | undefined {
  return new URL(request.url).searchParams.get('token') ?? undefined
}

/** What the unsubscribe page's form adds to its address, to be told apart from a mail client. */
const FROM_PAGE = 'page'

/**
 * Where a link page's button posts: the API route of the same name, with the link's token (and
 * the page's language when it is French).
 */
export function buttonAction(page: NewsletterLinkPage, token: string, locale: Locale): string {
  const query = new URLSearchParams({ token })
  if (page === '/newsletter/unsubscribe') query.set('from', FROM_PAGE)
  if (locale === 'fr') query.set('language', FRENCH)
  return `/api${page}?${query}`
}

/** Whether a POST came from a link page's button rather than a mail client's one-click. */
export function isFromLinkPage(request: Request): boolean {
  return new URL(request.url).searchParams.get('from') === FROM_PAGE
}

/** What a link page shows: its button (the link's token is good) or what happened. */
export type NewsletterLinkView<Outcome extends string> =
  { action: string } | { outcome: Outcome | 'unavailable' }

/**
 * Reads a link page's address. Opening the page changes nothing: after its button was pressed it
 * names the outcome (?outcome=, one of `outcomes`); otherwise its token is only checked (signature,
 * expiry), so the page offers the button or says why the link does not work.
 */
export async function newsletterLinkView<Outcome extends string>(
  page: NewsletterLinkPage,
  searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }>,
  outcomes: Record<Outcome | 'invalid', unknown>,
  locale: Locale,
): Promise<NewsletterLinkView<Outcome | 'invalid'>> {
  const { token, outcome } = await searchParams
  const isOutcome = (value: unknown): value is Outcome | 'invalid' | 'unavailable' =>
    typeof value === 'string' && (value === 'unavailable' || Object.hasOwn(outcomes, value))
  if (isOutcome(outcome)) return { outcome }
  const purpose = page === '/newsletter/confirm' ? 'confirm' : 'unsubscribe'
  const given = typeof token === 'string' ? token : undefined
  const check = verifyNewsletterToken(given, purpose)
  if (check.valid && given) return { action: buttonAction(page, given, locale) }
  return { outcome: !check.valid && isOutcome(check.reason) ? check.reason : 'invalid' }
}
