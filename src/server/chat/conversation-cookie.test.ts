import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../config'
import {
  conversationCookieOptions,
  conversationFromCookie,
  signedConversation,
} from './conversation-cookie'

const conversationId = '0192f0c1-7a2b-7c3d-8e4f-a1b2c3d4e5f6'

describe('the chat conversation cookie', () => {
  beforeEach(() => {
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
  })
  afterEach(() => {
    delete process.env.PUBLIC_SITE_URL
    resetServerConfig()
  })

  it('continues the conversation a cookie the server signed names', () => {
    expect(conversationFromCookie(signedConversation(conversationId))).toBe(conversationId)
  })

  it('starts a new conversation for a missing, unsigned, forged or edited cookie', () => {
    const signed = signedConversation(conversationId)
    const otherId = '0192f0c1-7a2b-7c3d-8e4f-000000000000'
    for (const cookie of [
      undefined,
      conversationId,
      `${otherId}.${signed.split('.')[1]}`,
      `${signed}x`,
      `${signed}.extra`,
      'garbage',
    ]) {
      const started = conversationFromCookie(cookie)
      expect(started, String(cookie)).not.toBe(conversationId)
      expect(started).not.toBe(otherId)
      expect(started).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('is Secure when the site is on https, httpOnly always', () => {
    process.env.PUBLIC_SITE_URL = 'https://www.fundlane.example'
    resetServerConfig()
    expect(conversationCookieOptions()).toMatchObject({ secure: true, httpOnly: true })
    process.env.PUBLIC_SITE_URL = 'http://localhost:3000'
    resetServerConfig()
    expect(conversationCookieOptions()).toMatchObject({ secure: false, httpOnly: true })
  })
})
