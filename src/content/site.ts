import { z } from '../lib/zod'

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
  supportHours: '9AM EST to 5PM EST',
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

const httpUrl = z.url({ protocol: /^https?$/ })

/** Reads one override; an empty value counts as unset. */
function fromEnv(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  url: httpUrl,
  supportEmail: z.email(),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().min(1),
    country: z.string().min(1),
  }),
  supportHours: z.string().min(1),
  appSignupUrl: httpUrl,
  appLoginUrl: httpUrl,
  schedulerUrl: httpUrl,
  social: z.object({ linkedin: httpUrl, instagram: httpUrl, x: httpUrl, facebook: httpUrl }),
})

export type SiteConfig = z.infer<typeof siteSchema>

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
  const parsed = siteSchema.safeParse(candidate)
  if (!parsed.success) {
    const variableByPath: Record<string, string> = {
      name: 'BRAND_NAME',
      legalName: 'BRAND_LEGAL_NAME',
      url: 'PUBLIC_SITE_URL',
      supportEmail: 'SUPPORT_EMAIL',
      appSignupUrl: 'APP_SIGNUP_URL',
      appLoginUrl: 'APP_LOGIN_URL',
      schedulerUrl: 'SCHEDULER_URL',
      'social.linkedin': 'SOCIAL_LINKEDIN_URL',
      'social.instagram': 'SOCIAL_INSTAGRAM_URL',
      'social.x': 'SOCIAL_X_URL',
      'social.facebook': 'SOCIAL_FACEBOOK_URL',
    }
    const problems = parsed.error.issues.map((issue) => {
      const path = issue.path.join('.')
      return `${variableByPath[path] ?? path}: ${issue.message}`
    })
    throw new Error(`Invalid site configuration. ${problems.join('; ')}`)
  }
  return parsed.data
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
