import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as postChatMessage } from '@/app/api/chat/message/route'
import { prepareAssistant } from './assistant'
import { resetServerConfig } from '../config'
import { closeDatabase } from '../db/client'
import { resetRateLimiters } from '../http/rate-limit'
import {
  clearTables,
  createTestDatabase,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { arrivingFrom, jsonRequest, send } from '../../../tests/support/test-requests'

/** next/headers outside Next: a cookie jar, emptied before each message (a new conversation). */
const cookieJar = vi.hoisted(() => {
  const values = new Map<string, string>()
  return {
    values,
    get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    set: (name: string, value: string) => void values.set(name, value),
  }
})
vi.mock('next/headers', () => ({ cookies: async () => cookieJar }))

/** A visitor's question from `address`, in a conversation of its own (no cookie). */
async function ask(address: string) {
  cookieJar.values.clear()
  const request = jsonRequest(
    '/api/chat/message',
    { message: 'How fast can I get funded?', timestamp: new Date().toISOString() },
    arrivingFrom(address),
  )
  const answer = await send(postChatMessage, request)
  expect(answer.status).toBe(200)
  expect(String(answer.body.response).length).toBeGreaterThan(0)
}

describe('chat transcripts a visitor can make the server keep', () => {
  let test: TestDatabase
  const stored = async () =>
    Number(
      (
        await test.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    )

  beforeAll(async () => {
    test = await createTestDatabase('sqlite')
    process.env.DATABASE_URL = test.url
    process.env.SESSION_SECRET ??= 'test-secret-test-secret-test-secret-0123'
    process.env.CHAT_RATE_LIMIT = 'off'
    await closeDatabase()
    // The assistant's model (trained here when no build has trained it) is not what these tests
    // time.
    await prepareAssistant()
  }, 120_000)
  beforeEach(async () => {
    await clearTables(test.db)
    delete process.env.CHAT_TRANSCRIPT_LIMIT
    delete process.env.CHAT_TRANSCRIPT_CEILING
  })
  afterAll(async () => {
    delete process.env.CHAT_RATE_LIMIT
    delete process.env.CHAT_TRANSCRIPT_LIMIT
    delete process.env.CHAT_TRANSCRIPT_CEILING
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
    await test.destroy()
  })

  const settings = (values: Record<string, string>) => {
    Object.assign(process.env, values)
    resetServerConfig()
    resetRateLimiters()
  }

  it('keeps at most CHAT_TRANSCRIPT_LIMIT exchanges per network, and answers past it', async () => {
    settings({ CHAT_TRANSCRIPT_LIMIT: '3/24h' })
    // Five conversations from five addresses of one /64: all answered, three kept.
    for (let index = 1; index <= 5; index += 1) await ask(`2001:db8:c:1::${index}`)
    expect(await stored()).toBe(6)
    await ask('2001:db8:c:2::1')
    expect(await stored()).toBe(8)
  })

  it('keeps at most CHAT_TRANSCRIPT_CEILING exchanges from all networks together', async () => {
    settings({ CHAT_TRANSCRIPT_LIMIT: '3/24h', CHAT_TRANSCRIPT_CEILING: '4/24h' })
    for (let network = 1; network <= 10; network += 1) await ask(`2001:db8:d:${network}::1`)
    expect(await stored()).toBe(8)
  })
})
