import { describe, expect, it } from 'vitest'
import { describeDevice, formatSubmittedAt, previewMessage } from './format'

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
})
