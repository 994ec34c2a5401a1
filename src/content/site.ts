/**
 * Brand, contact details and external destinations. Every value has a fictional default and can
 * be overridden by an environment variable at build time (pages are prerendered, so the values
 * are baked into the HTML; next.config.ts exposes the variables to client code as well).
 */
const defaults = {
  name: 'Fundlane',
  legalName: 'Fundlane Technologies Inc.',
  url: 'http://localhost:3000',
  supportEmail: 'support@fundlane.example',
  address: {
    street: '200 Wellington Street West, Suite 700',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5V 3C7',
    country: 'Canada',
  },
  supportHours: '9AM EST to 5PM EST', // SUPPORT_OPENS_AT to SUPPORT_CLOSES_AT: SPEC's words
  appSignupUrl: 'https://app.fundlane.example/signup',
  appLoginUrl: 'https://app.fundlane.example/login?next=/',
  schedulerUrl: 'https://meet.fundlane.example/fundlane/support-intro-call',
  social: {
    linkedin: 'https://www.linkedin.com/company/fundlane-example',
    instagram: 'https://www.instagram.com/fundlane.example',
    x: 'https://x.com/fundlane_example',
    facebook: 'https://www.facebook.com/fundlane.example',
  },
}

/** The support hours' first and last hour, Eastern time (`supportHours`). */
const SUPPORT_OPENS_AT = 9
const SUPPORT_CLOSES_AT = 17

/** Reads one override; an empty value counts as unset. */
function fromEnv(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

export type SiteConfig = typeof defaults

/** Why a value cannot be used as an http(s) address, or null when it can. */
function httpUrlProblem(value: string): string | null {
  try {
    return /^https?:$/.test(new URL(value).protocol) ? null : 'use an http or https address'
  } catch {
    return 'not a valid address'
  }
}

/** Why a value cannot be used as an e-mail address, or null when it can. */
function emailProblem(value: string): string | null {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) ? null : 'not a valid e-mail address'
}

const env = process.env

/** Builds the site configuration from the defaults and any overrides; throws naming the bad variable. */
export function buildSiteConfig(overrides: Record<string, string | undefined>): SiteConfig {
  const candidate = {
    name: fromEnv(overrides.BRAND_NAME) ?? defaults.name,
    legalName: fromEnv(overrides.BRAND_LEGAL_NAME) ?? defaults.legalName,
    url: (fromEnv(overrides.PUBLIC_SITE_URL) ?? defaults.url).replace(/\/+$/, ''),
    supportEmail: fromEnv(overrides.SUPPORT_EMAIL) ?? defaults.supportEmail,
    address: defaults.address,
    supportHours: defaults.supportHours,
    appSignupUrl: fromEnv(overrides.APP_SIGNUP_URL) ?? defaults.appSignupUrl,
    appLoginUrl: fromEnv(overrides.APP_LOGIN_URL) ?? defaults.appLoginUrl,
    schedulerUrl: fromEnv(overrides.SCHEDULER_URL) ?? defaults.schedulerUrl,
    social: {
      linkedin: fromEnv(overrides.SOCIAL_LINKEDIN_URL) ?? defaults.social.linkedin,
      instagram: fromEnv(overrides.SOCIAL_INSTAGRAM_URL) ?? defaults.social.instagram,
      x: fromEnv(overrides.SOCIAL_X_URL) ?? defaults.social.x,
      facebook: fromEnv(overrides.SOCIAL_FACEBOOK_URL) ?? defaults.social.facebook,
    },
  }
  // Content sits below every other layer, so it checks its few values itself instead of with Zod.
  const checks: [variable: string, value: string, problem: (value: string) => string | null][] = [
    ['BRAND_NAME', candidate.name, (value) => (value ? null : 'must not be empty')],
    ['BRAND_LEGAL_NAME', candidate.legalName, (value) => (value ? null : 'must not be empty')],
    ['PUBLIC_SITE_URL', candidate.url, httpUrlProblem],
    ['SUPPORT_EMAIL', candidate.supportEmail, emailProblem],
    ['APP_SIGNUP_URL', candidate.appSignupUrl, httpUrlProblem],
    ['APP_LOGIN_URL', candidate.appLoginUrl, httpUrlProblem],
    ['SCHEDULER_URL', candidate.schedulerUrl, httpUrlProblem],
    ['SOCIAL_LINKEDIN_URL', candidate.social.linkedin, httpUrlProblem],
    ['SOCIAL_INSTAGRAM_URL', candidate.social.instagram, httpUrlProblem],
    ['SOCIAL_X_URL', candidate.social.x, httpUrlProblem],
    ['SOCIAL_FACEBOOK_URL', candidate.social.facebook, httpUrlProblem],
  ]
  const problems = checks.flatMap(([variable, value, problem]) => {
    const message = problem(value)
    return message ? [`${variable}: ${message}`] : []
  })
  if (problems.length) throw new Error(`Invalid site configuration. ${problems.join('; ')}`)
  return candidate
}

// Each variable is named in full so the bundler can inline it into client code (see next.config.ts).
export const site: SiteConfig = buildSiteConfig({
  BRAND_NAME: env.BRAND_NAME,
  BRAND_LEGAL_NAME: env.BRAND_LEGAL_NAME,
  PUBLIC_SITE_URL: env.PUBLIC_SITE_URL,
  SUPPORT_EMAIL: env.SUPPORT_EMAIL,
  APP_SIGNUP_URL: env.APP_SIGNUP_URL,
  APP_LOGIN_URL: env.APP_LOGIN_URL,
  SCHEDULER_URL: env.SCHEDULER_URL,
  SOCIAL_LINKEDIN_URL: env.SOCIAL_LINKEDIN_URL,
  SOCIAL_INSTAGRAM_URL: env.SOCIAL_INSTAGRAM_URL,
  SOCIAL_X_URL: env.SOCIAL_X_URL,
  SOCIAL_FACEBOOK_URL: env.SOCIAL_FACEBOOK_URL,
})

/**
 * The support hours in one language: SPEC's words in English; in French, the same hours as
 * `Intl` writes them for Canadian French ("9 h à 17 h (heure de l’Est)": Eastern time all year,
 * never HNE, which is only standard time).
 */
export function supportHours(locale: 'en' | 'fr'): string {
  if (locale === 'en') return site.supportHours
  const time = new Intl.DateTimeFormat('fr-CA', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  // "9 h 00" is written "9 h" on the hour: the minutes are left out, the rest is Intl's.
  const at = (hours: number) =>
    time
      .formatToParts(Date.UTC(2025, 0, 1, hours))
      .filter((part) => part.type !== 'minute')
      .map((part) => part.value)
      .join('')
      .trim()
  return `${at(SUPPORT_OPENS_AT)} à ${at(SUPPORT_CLOSES_AT)} (heure de l’Est)`
}

/** The contact page's business hours after "Mon-Fri": SPEC's words in English, Intl's in French. */
export function businessHours(locale: 'en' | 'fr'): string {
  return locale === 'en' ? '9 AM-5 PM EST' : supportHours('fr')
}

/** The address on one line, as printed in the footer. */
export function formatAddress({
  street,
  city,
  region,
  postalCode,
  country,
}: SiteConfig['address']) {
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`
}

/** Names of the build-time variables that client code may read. */
export const publicSiteVariables = [
  'BRAND_NAME',
  'BRAND_LEGAL_NAME',
  'PUBLIC_SITE_URL',
  'SUPPORT_EMAIL',
  'APP_SIGNUP_URL',
  'APP_LOGIN_URL',
  'SCHEDULER_URL',
  'SOCIAL_LINKEDIN_URL',
  'SOCIAL_INSTAGRAM_URL',
  'SOCIAL_X_URL',
  'SOCIAL_FACEBOOK_URL',
] as const
