import { describe, expect, it } from 'vitest'
import {
  assertProductionReady,
  mailTransport,
  parseServerConfig,
  productionProblems,
} from './config'

describe('server configuration', () => {
  it('runs on defaults: embedded SQLite, mail to the log, sensible limits', () => {
    const config = parseServerConfig({})
    expect(config.DATABASE_URL).toBe('file:data/app.db')
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.FORM_RATE_LIMIT).toEqual({ points: 10, durationSeconds: 60 })
    expect(config.LOGIN_RATE_LIMIT).toEqual({ points: 5, durationSeconds: 900 })
  })

  it('keeps a local run in DATA_DIR, its SQLite file too unless DATABASE_URL names another', () => {
    expect(parseServerConfig({ DATA_DIR: '/srv/site-data' }).DATABASE_URL).toBe(
      'file:/srv/site-data/app.db',
    )
    expect(
      parseServerConfig({ DATA_DIR: '/srv/site-data', DATABASE_URL: 'file:/var/lib/site.db' })
        .DATABASE_URL,
    ).toBe('file:/var/lib/site.db')
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

describe('team account settings', () => {
  it('requires two-factor of owners by default, and reads all and off', () => {
    expect(parseServerConfig({}).ADMIN_REQUIRE_TWO_FACTOR).toBe('owners')
    expect(parseServerConfig({ ADMIN_REQUIRE_TWO_FACTOR: 'all' }).ADMIN_REQUIRE_TWO_FACTOR).toBe(
      'all',
    )
    expect(parseServerConfig({ ADMIN_REQUIRE_TWO_FACTOR: 'off' }).ADMIN_REQUIRE_TWO_FACTOR).toBe(
      'off',
    )
    expect(() => parseServerConfig({ ADMIN_REQUIRE_TWO_FACTOR: 'sometimes' })).toThrow(
      /ADMIN_REQUIRE_TWO_FACTOR: use owners/,
    )
  })

  it('takes the first owner from ADMIN_EMAIL, refusing what is not an address', () => {
    expect(parseServerConfig({ ADMIN_EMAIL: ' ada@example.com ' }).ADMIN_EMAIL).toBe(
      'ada@example.com',
    )
    expect(parseServerConfig({ ADMIN_EMAIL: '' }).ADMIN_EMAIL).toBeUndefined()
    expect(() => parseServerConfig({ ADMIN_EMAIL: 'ada' })).toThrow(/ADMIN_EMAIL/)
    expect(() => parseServerConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/)
  })
})

describe('retention settings', () => {
  it('keeps chat 90 days, unconfirmed subscriptions 30, leads 24 months, audit 36 by default', () => {
    expect(parseServerConfig({})).toMatchObject({
      RETENTION_CHAT_DAYS: 90,
      RETENTION_UNCONFIRMED_SUBSCRIPTION_DAYS: 30,
      RETENTION_LEAD_MONTHS: 24,
      RETENTION_OUTBOX_DAYS: 30,
      RETENTION_AUDIT_MONTHS: 36,
      RETENTION_BACKUP_DAYS: 30,
    })
    expect(
      parseServerConfig({ RETENTION_CHAT_DAYS: '30', RETENTION_BACKUP_DAYS: '7' }),
    ).toMatchObject({ RETENTION_CHAT_DAYS: 30, RETENTION_BACKUP_DAYS: 7 })
  })

  it('refuses a period that is not a positive whole number', () => {
    expect(() => parseServerConfig({ RETENTION_CHAT_DAYS: '0' })).toThrow(/RETENTION_CHAT_DAYS/)
    expect(() => parseServerConfig({ RETENTION_LEAD_MONTHS: 'two years' })).toThrow(
      /RETENTION_LEAD_MONTHS/,
    )
    expect(() => parseServerConfig({ RETENTION_BACKUP_DAYS: '1.5' })).toThrow(
      /RETENTION_BACKUP_DAYS/,
    )
  })

  it('refuses an audit trail kept for less time than the leads it describes', () => {
    expect(() => parseServerConfig({ RETENTION_AUDIT_MONTHS: '12' })).toThrow(
      'RETENTION_AUDIT_MONTHS: must be at least RETENTION_LEAD_MONTHS (24), so the audit trail outlives the leads it describes',
    )
    expect(() =>
      parseServerConfig({ RETENTION_LEAD_MONTHS: '48', RETENTION_AUDIT_MONTHS: '36' }),
    ).toThrow(/RETENTION_AUDIT_MONTHS.*RETENTION_LEAD_MONTHS \(48\)/)
    expect(
      parseServerConfig({ RETENTION_LEAD_MONTHS: '12', RETENTION_AUDIT_MONTHS: '12' })
        .RETENTION_AUDIT_MONTHS,
    ).toBe(12)
  })
})

describe('production start-up', () => {
  const ready = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example:587',
    PUBLIC_SITE_URL: 'https://www.fundlane.example',
  }
  const refusal = (environment: Record<string, string>) => () =>
    assertProductionReady(parseServerConfig(environment))

  it('starts with SMTP, an https site URL and, on PostgreSQL, a session secret', () => {
    expect(productionProblems(parseServerConfig(ready))).toEqual([])
    expect(
      productionProblems(
        parseServerConfig({
          ...ready,
          DATABASE_URL: 'postgres://site@db/site',
          SESSION_SECRET: 's'.repeat(32),
        }),
      ),
    ).toEqual([])
  })

  it('refuses without SMTP_URL unless MAIL_TRANSPORT=log is chosen', () => {
    expect(refusal({ ...ready, SMTP_URL: '' })).toThrow(/SMTP_URL/)
    expect(refusal({ ...ready, SMTP_URL: '', MAIL_TRANSPORT: 'log' })).not.toThrow()
  })

  it('refuses an http PUBLIC_SITE_URL unless ALLOW_INSECURE_SITE_URL=1', () => {
    const insecure = { ...ready, PUBLIC_SITE_URL: 'http://www.fundlane.example' }
    expect(refusal(insecure)).toThrow(/PUBLIC_SITE_URL/)
    expect(refusal({ ...insecure, ALLOW_INSECURE_SITE_URL: '0' })).toThrow(/PUBLIC_SITE_URL/)
    expect(refusal({ ...insecure, ALLOW_INSECURE_SITE_URL: '1' })).not.toThrow()
  })

  it('refuses ADMIN_REQUIRE_TWO_FACTOR=off unless ALLOW_NO_TWO_FACTOR=1', () => {
    const open = { ...ready, ADMIN_REQUIRE_TWO_FACTOR: 'off' }
    expect(refusal(open)).toThrow(/ADMIN_REQUIRE_TWO_FACTOR/)
    expect(refusal({ ...open, ALLOW_NO_TWO_FACTOR: '0' })).toThrow(/ADMIN_REQUIRE_TWO_FACTOR/)
    expect(refusal({ ...open, ALLOW_NO_TWO_FACTOR: '1' })).not.toThrow()
    expect(refusal({ ...ready, ADMIN_REQUIRE_TWO_FACTOR: 'all' })).not.toThrow()
    // A local trial may run without it.
    expect(
      productionProblems(parseServerConfig({ ADMIN_REQUIRE_TWO_FACTOR: 'off', LOCAL_TRIAL: '1' })),
    ).toEqual([])
  })

  it('refuses PostgreSQL without SESSION_SECRET', () => {
    expect(refusal({ ...ready, DATABASE_URL: 'postgres://site@db/site' })).toThrow(/SESSION_SECRET/)
  })

  it('names every missing variable in one message', () => {
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://site@db/site' })).toThrow(
      /SMTP_URL.*PUBLIC_SITE_URL.*SESSION_SECRET/,
    )
  })

  it('applies none of this to a local trial: no NODE_ENV=production, or `npm start` without it', () => {
    expect(productionProblems(parseServerConfig({}))).toEqual([])
    expect(productionProblems(parseServerConfig({ NODE_ENV: 'development' }))).toEqual([])
    // The built server sets NODE_ENV=production itself; scripts/start.ts marks the local trial.
    expect(
      productionProblems(parseServerConfig({ NODE_ENV: 'production', LOCAL_TRIAL: '1' })),
    ).toEqual([])
  })

  it('chooses the mail transport: SMTP with SMTP_URL, the log without it or when asked', () => {
    expect(mailTransport(parseServerConfig({}))).toBe('log')
    expect(mailTransport(parseServerConfig({ SMTP_URL: 'smtp://mail' }))).toBe('smtp')
    expect(
      mailTransport(parseServerConfig({ SMTP_URL: 'smtp://mail', MAIL_TRANSPORT: 'log' })),
    ).toBe('log')
    expect(() => parseServerConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/)
    expect(() => parseServerConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT/)
  })

  it('reads TRUST_PROXY as a small whole number and ALLOW_INSECURE_SITE_URL as a switch', () => {
    expect(parseServerConfig({}).TRUST_PROXY).toBe(0)
    expect(parseServerConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => parseServerConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/)
    expect(() => parseServerConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(() => parseServerConfig({ ALLOW_INSECURE_SITE_URL: 'maybe' })).toThrow(
      /ALLOW_INSECURE_SITE_URL/,
    )
  })
})
