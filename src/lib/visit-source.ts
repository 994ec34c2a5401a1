/**
 * Where a browser session came from (issue 21, decision 0025): the campaign labels of the link it
 * arrived by (`utm_*`), the other website's host, and the page it landed on; for the session's
 * first and latest such arrival. Kept in one first-party session cookie, set by `src/proxy.ts`
 * when a page is opened from another site or with campaign labels, and read by the lead routes.
 * Nothing in it identifies a person: no id, no address, no query string but the labels.
 */

export { VISIT_SOURCE_COOKIE } from './browser-storage'

export type VisitSource = {
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  utmTerm?: string
  utmContent?: string
  referrerHost?: string
  landingPage?: string
}

export type SessionSource = { first: VisitSource; latest: VisitSource }

/** How reports name leads whose visit has no campaign source and no other site. */
export const NO_SOURCE = 'Direct or not recorded'

/** What a visit's source is called: its campaign source, else the other site's host. */
export function sourceName(utmSource?: string | null, referrerHost?: string | null) {
  return utmSource ?? referrerHost ?? undefined
}

/** Where a lead came from: its browser session's first and latest arrival, and the form's page. */
export type LeadSource = Partial<SessionSource> & { formPage?: string }

/** The URL parameter of each campaign label. */
const utmParameters = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Partial<Record<keyof VisitSource, string>>

const FIELDS = [
  ...Object.keys(utmParameters),
  'referrerHost',
  'landingPage',
] as (keyof VisitSource)[]

/** Longest kept value of any field: labels are short; anything longer is cut. */
export const VISIT_FIELD_MAX = 200

function clean(value: string | null | undefined): string | undefined {
  // Printable characters only, trimmed and cut: the value goes into a cookie and the database.
  const text = value
    ?.replace(/[^\x20-\x7e\u00a0-\uffff]/g, '')
    .trim()
    .slice(0, VISIT_FIELD_MAX)
  return text || undefined
}

function hostOf(address: string | null): string | undefined {
  if (!address) return undefined
  try {
    return new URL(address).hostname.toLowerCase() || undefined
  } catch {
    return undefined
  }
}

/**
 * The arrival a page request makes: its campaign labels, the other site it came from and its path;
 * undefined when it carries neither labels nor another site (a visit within the site, or typed).
 * `ownHosts` are the site's other names (its public address behind a proxy).
 */
export function arrivalFrom(
  url: URL,
  referer: string | null,
  ownHosts: string[] = [],
): VisitSource | undefined {
  const visit: VisitSource = {}
  for (const [field, parameter] of Object.entries(utmParameters)) {
    const value = clean(url.searchParams.get(parameter))
    if (value) visit[field as keyof typeof utmParameters] = value
  }
  const from = hostOf(referer)
  const own = [url.hostname, ...ownHosts].map((host) => host.toLowerCase())
  if (from && !own.includes(from)) visit.referrerHost = clean(from)
  if (Object.keys(visit).length === 0) return undefined
  visit.landingPage = clean(url.pathname)
  return visit
}

/** The session's source with one more arrival: the first stays, the latest is this one. */
export function withArrival(
  current: SessionSource | undefined,
  arrival: VisitSource,
): SessionSource {
  return { first: current?.first ?? arrival, latest: arrival }
}

/** The cookie's value as the proxy sets it: JSON (Next URI-encodes it into the header). */
export function sessionSourceValue(source: SessionSource): string {
  return JSON.stringify(source)
}

/** The cookie as a browser sends it back in its Cookie header: the value, URI-encoded. */
export function encodeSessionSource(source: SessionSource): string {
  return encodeURIComponent(sessionSourceValue(source))
}

function visitFrom(value: unknown): VisitSource | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const visit: VisitSource = {}
  for (const field of FIELDS) {
    const text = (value as Record<string, unknown>)[field]
    if (typeof text === 'string' && clean(text)) visit[field] = clean(text)
  }
  return Object.keys(visit).length > 0 ? visit : undefined
}

/** The cookie's value read back (already decoded); undefined when missing or not ours. */
export function parseSessionSource(value: string | undefined): SessionSource | undefined {
  if (!value) return undefined
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>
    const first = visitFrom(parsed.first)
    const latest = visitFrom(parsed.latest)
    return first && latest ? { first, latest } : undefined
  } catch {
    return undefined
  }
}

/** The cookie as a Cookie header carries it (URI-encoded); only known fields survive. */
export function decodeSessionSource(headerValue: string | undefined): SessionSource | undefined {
  if (!headerValue) return undefined
  try {
    return parseSessionSource(decodeURIComponent(headerValue))
  } catch {
    return undefined
  }
}
