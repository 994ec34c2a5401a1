import { describe, expect, it } from 'vitest'
import { parseServerConfig } from './config'

describe('server configuration', () => {
  it('runs on defaults: embedded SQLite, mail to the log, sensible limits', () => {
    const config = parseServerConfig({})
    expect(config.DATABASE_URL).toBe('file:./data/app.db')
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.FORM_RATE_LIMIT).toEqual({ points: 10, durationSeconds: 60 })
    expect(config.LOGIN_RATE_LIMIT).toEqual({ points: 5, durationSeconds: 900 })
  })

  it('reads rate limits like 100/30s, 3/1h and off', () => {
    const config = parseServerConfig({
      FORM_RATE_LIMIT: '100/30s',
      CHAT_RATE_LIMIT: '3/1h',
      LOGIN_RATE_LIMIT: 'off',
    })
    expect(config.FORM_RATE_LIMIT).toEqual({ points: 100, durationSeconds: 30 })
    expect(config.CHAT_RATE_LIMIT).toEqual({ points: 3, durationSeconds: 3600 })
    expect(config.LOGIN_RATE_LIMIT).toBe('off')
  })

  it('names every bad variable in one message', () => {
    expect(() =>
      parseServerConfig({
        FORM_RATE_LIMIT: 'lots',
        DATABASE_URL: 'mysql://x',
        OUTBOX_MAX_ATTEMPTS: '-1',
      }),
    ).toThrow(/FORM_RATE_LIMIT.*DATABASE_URL|DATABASE_URL.*FORM_RATE_LIMIT/)
    expect(() => parseServerConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
    expect(() => parseServerConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
  })

  it('requires a webhook secret with a webhook URL', () => {
    expect(() => parseServerConfig({ LEADS_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(
      /LEADS_WEBHOOK_SECRET/,
    )
    expect(
      parseServerConfig({
        LEADS_WEBHOOK_URL: 'https://crm.example/hook',
        LEADS_WEBHOOK_SECRET: 's',
      }).LEADS_WEBHOOK_URL,
    ).toBe('https://crm.example/hook')
  })
})
