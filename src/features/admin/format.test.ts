import { describe, expect, it } from 'vitest'
import { formatSubmittedAt, previewMessage } from './format'

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
})
