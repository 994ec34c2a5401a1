import { describe, expect, it } from 'vitest'
import { buildSiteConfig } from './site'

describe('site configuration', () => {
  it('has fictional defaults with a Toronto address and the app links', () => {
    const site = buildSiteConfig({})
    expect(site.address.city).toBe('Toronto')
    expect(site.address.country).toBe('Canada')
    expect(site.supportHours).toBe('9AM EST to 5PM EST')
    expect(new URL(site.appLoginUrl).searchParams.get('next')).toBe('/')
    expect(Object.keys(site.social)).toEqual(['linkedin', 'instagram', 'x', 'facebook'])
  })

  it('takes overrides from the environment and ignores empty ones', () => {
    const site = buildSiteConfig({
      BRAND_NAME: 'Northwind Capital',
      SUPPORT_EMAIL: 'hello@northwind.example',
      PUBLIC_SITE_URL: 'https://www.northwind.example/',
      SCHEDULER_URL: '',
    })
    expect(site.name).toBe('Northwind Capital')
    expect(site.supportEmail).toBe('hello@northwind.example')
    expect(site.url).toBe('https://www.northwind.example')
    expect(site.schedulerUrl).toBe(buildSiteConfig({}).schedulerUrl)
  })

  it('names the variable that holds a bad value', () => {
    expect(() => buildSiteConfig({ SUPPORT_EMAIL: 'not-an-email' })).toThrow(/SUPPORT_EMAIL/)
    expect(() => buildSiteConfig({ APP_SIGNUP_URL: 'javascript:alert(1)' })).toThrow(
      /APP_SIGNUP_URL/,
    )
  })
})
