import { describe, expect, it } from 'vitest'
import {
  VISIT_FIELD_MAX,
  arrivalFrom,
  decodeSessionSource,
  encodeSessionSource,
  parseSessionSource,
  sessionSourceValue,
  withArrival,
} from './visit-source'

const page = (address: string) => new URL(address, 'https://fundlane.example')

describe('arrivalFrom', () => {
  it('keeps the campaign labels and the landing path, never the rest of the query', () => {
    expect(
      arrivalFrom(
        page(
          '/financial-products?utm_source=newsletter&utm_medium=email&utm_campaign=spring&email=ada@example.com',
        ),
        null,
      ),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      landingPage: '/financial-products',
    })
  })

  it('keeps the host of another site, not its page', () => {
    expect(
      arrivalFrom(page('/blog/what-is-an-sba-loan'), 'https://www.Search.example/q?x=1'),
    ).toEqual({
      referrerHost: 'www.search.example',
      landingPage: '/blog/what-is-an-sba-loan',
    })
  })

  it('is no arrival from the site itself, under any of its names, or typed in', () => {
    expect(arrivalFrom(page('/about-us'), 'https://fundlane.example/')).toBeUndefined()
    expect(
      arrivalFrom(page('/about-us'), 'https://public.example/', ['public.example']),
    ).toBeUndefined()
    expect(arrivalFrom(page('/about-us'), null)).toBeUndefined()
    expect(arrivalFrom(page('/about-us?utm_source=%20%20'), 'not a url')).toBeUndefined()
  })

  it('drops control characters and cuts long labels', () => {
    const long = 'x'.repeat(500)
    expect(arrivalFrom(page(`/?utm_source=a%00b%0Ac&utm_term=${long}`), null)).toEqual({
      utmSource: 'abc',
      utmTerm: 'x'.repeat(VISIT_FIELD_MAX),
      landingPage: '/',
    })
  })
})

describe('the session source cookie', () => {
  const first = { utmSource: 'newsletter', utmCampaign: 'spring', landingPage: '/' }
  const second = { referrerHost: 'partner.example', landingPage: '/lenders' }

  it('keeps the first arrival and replaces the latest', () => {
    const once = withArrival(undefined, first)
    expect(once).toEqual({ first, latest: first })
    expect(withArrival(once, second)).toEqual({ first, latest: second })
  })

  it('reads back what it wrote, labels with any characters included', () => {
    const source = withArrival(undefined, { utmCampaign: 'été; 50% off=yes', landingPage: '/' })
    // As a browser sends it back (URI-encoded), and as Next hands it over (decoded).
    expect(decodeSessionSource(encodeSessionSource(source))).toEqual(source)
    expect(parseSessionSource(sessionSourceValue(source))).toEqual(source)
  })

  it('ignores a cookie it did not write, and keeps only known fields of one it did', () => {
    for (const value of [undefined, '', 'garbage', '%E0%A4%A', encodeURIComponent('[1,2]')])
      expect(decodeSessionSource(value)).toBeUndefined()
    const tampered = encodeURIComponent(
      JSON.stringify({
        first: { utmSource: 'x'.repeat(900), visitorId: 'abc-123' },
        latest: { landingPage: '/', email: 'ada@example.com' },
      }),
    )
    expect(decodeSessionSource(tampered)).toEqual({
      first: { utmSource: 'x'.repeat(VISIT_FIELD_MAX) },
      latest: { landingPage: '/' },
    })
  })
})
