import { describe, expect, it } from 'vitest'
import { describeDevice, formatSubmittedAt, mailtoHref, previewMessage, telHref } from './format'

describe('admin formatting', () => {
  it('writes dates in US short format and Unknown when absent or invalid', () => {
    process.env.TZ = 'America/Toronto'
    expect(formatSubmittedAt('2025-03-04T15:05:00.000Z')).toBe('3/4/25, 10:05 AM')
    expect(formatSubmittedAt(undefined)).toBe('Unknown')
    expect(formatSubmittedAt('not a date')).toBe('Unknown')
  })

  it('cuts messages after 150 characters and adds an ellipsis', () => {
    expect(previewMessage('a'.repeat(150))).toBe('a'.repeat(150))
    expect(previewMessage('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`)
  })

  it("names a session's browser and system from its user agent", () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS')
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS')
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device')
    expect(describeDevice(undefined)).toBe('Unknown device')
  })

  it('encodes e-mail links, so a stored address cannot add recipients, a subject or a body', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com')
    expect(mailtoHref('ada@example.com?cc=eve@example.com&body=hi')).toBe(
      'mailto:ada@example.com%3Fcc%3Deve@example.com%26body%3Dhi',
    )
    expect(mailtoHref('a@example.com,b@example.com')).toBe('mailto:a@example.com%2Cb@example.com')
    expect(mailtoHref('"><script>@x.com')).toBe('mailto:%22%3E%3Cscript%3E@x.com')
  })

  it('makes phone links of digits only, keeping a leading + and dropping an extension', () => {
    expect(telHref('+1 (416) 555-0100')).toBe('tel:+14165550100')
    expect(telHref('416.555.0100 ext 12')).toBe('tel:4165550100')
    expect(telHref('555-0101?call=now')).toBe('tel:5550101')
    expect(telHref('javascript:alert(1)')).toBeUndefined()
    expect(telHref('n/a')).toBeUndefined()
  })
})
