import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as postErase } from '@/app/api/admin/subject-requests/erase/route'
import { POST as postExport } from '@/app/api/admin/subject-requests/export/route'
import { POST as postSearch } from '@/app/api/admin/subject-requests/search/route'
import { POST as postChatMessage } from '@/app/api/chat/message/route'
import { POST as postContact } from '@/app/api/contact/route'
import { POST as postPartnership } from '@/app/api/partnerships/route'
import {
  CONVERSATION_COOKIE,
  conversationFromCookie,
  signedConversation,
} from '../chat/conversation-cookie'
import { closeDatabase } from '../db/client'
import { recordChatExchange } from '../db/repositories/chat'
import { newId } from '../ids'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { addTeamMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { partnership } from '../../../tests/support/test-leads'
import { jsonRequest, send } from '../../../tests/support/test-requests'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

/** next/headers outside Next: the chat route reads and sets its conversation cookie here. */
const cookieJar = vi.hoisted(() => {
  const values = new Map<string, string>()
  return {
    values,
    get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    set: (name: string, value: string) => void values.set(name, value),
  }
})
vi.mock('next/headers', () => ({ cookies: async () => cookieJar }))

/** A new visitor asks the chat assistant `message`; answers the id of their conversation. */
async function chatAsNewVisitor(message: string): Promise<string> {
  cookieJar.values.clear()
  const answer = await send(
    postChatMessage,
    jsonRequest('/api/chat/message', { message, timestamp: new Date().toISOString() }),
  )
  expect(answer.status).toBe(200)
  return conversationFromCookie(cookieJar.values.get(CONVERSATION_COOKIE))
}
const origin = { Origin: 'http://localhost:3000' }
/** The headers of a request from the admin page of a signed-in owner (set in beforeEach). */
let sameOrigin: Record<string, string> = origin
const ADDRESS = 'route.subject@example.com'

const contactFields = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ADDRESS,
  phone: '+1 416 555 0100',
  message: 'Hello',
}

describe.each(testDatabaseKinds)('the data-subject endpoints on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    await serveFrom(test, {
      FORM_RATE_LIMIT: 'off',
      CHAT_RATE_LIMIT: 'off',
      PUBLIC_SITE_URL: 'http://localhost:3000',
      ADMIN_REQUIRE_TWO_FACTOR: 'off',
    })
  })
  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('team_members').execute()
    const owner = await addTeamMember('owner@fundlane.example')
    sameOrigin = { ...origin, Cookie: (await signInAs(owner)).cookie }
  })

  it('links the chat of the browser that sent the contact form, and finds, exports and erases it', async () => {
    const conversationId = newId()
    await recordChatExchange(test.db, {
      conversationId,
      userMessage: 'Do you fund bakeries?',
      botMessage: 'Yes.',
      userAt: new Date(),
      botAt: new Date(),
    })
    const sent = await send(
      postContact,
      jsonRequest('/api/contact', contactFields, {
        Cookie: `cookieConsent=accepted; ${CONVERSATION_COOKIE}=${signedConversation(conversationId)}`,
      }),
    )
    expect(sent.status).toBe(201)

    const search = await send(
      postSearch,
      jsonRequest('/api/admin/subject-requests/search', { email: ADDRESS }, sameOrigin),
    )
    expect(search.status).toBe(200)
    expect(search.body.counts).toMatchObject({ contactSubmissions: 1, chatConversations: 1 })

    const exported = await postExport(
      jsonRequest('/api/admin/subject-requests/export', { email: ADDRESS }, sameOrigin),
    )
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const document = (await exported.json()) as Record<string, unknown[]>
    expect(document.chatConversations).toHaveLength(1)

    const erased = await send(
      postErase,
      jsonRequest(
        '/api/admin/subject-requests/erase',
        { email: ADDRESS, confirm: true },
        sameOrigin,
      ),
    )
    expect(erased.body.counts).toMatchObject({ contactSubmissions: 1, chatConversations: 1 })
    const after = await send(
      postSearch,
      jsonRequest('/api/admin/subject-requests/search', { email: ADDRESS }, sameOrigin),
    )
    expect(after.body.counts).toMatchObject({ contactSubmissions: 0, chatConversations: 0 })
  })

  /** The owner's request about `email` to one of the three endpoints, answered as JSON. */
  async function subjectRequest(
    kind: 'search' | 'export' | 'erase',
    email: string,
  ): Promise<Record<string, unknown>> {
    const handler = { search: postSearch, export: postExport, erase: postErase }[kind]
    const body = kind === 'erase' ? { email, confirm: true } : { email }
    const answer = await send(
      handler,
      jsonRequest(`/api/admin/subject-requests/${kind}`, body, sameOrigin),
    )
    expect(answer.status).toBe(200)
    return answer.body
  }

  const chatIds = (document: Record<string, unknown>) =>
    (document.chatConversations as { id: string }[]).map((chat) => chat.id)

  it('finds, exports and erases the chats that name exactly the address, not ones naming a longer address', async () => {
    const alice = await chatAsNewVisitor('Please reply to Alice@Example.com about a loan.')
    const malice = await chatAsNewVisitor('My address is malice@example.com, thanks.')
    const australian = await chatAsNewVisitor('Write to alice@example.com.au please.')

    const exported = await subjectRequest('export', 'alice@example.com')
    expect(chatIds(exported)).toEqual([alice])
    expect(JSON.stringify(exported)).not.toMatch(/malice@|example\.com\.au/)

    const erased = await subjectRequest('erase', 'alice@example.com')
    expect(erased.counts).toMatchObject({ chatConversations: 1, chatMessages: 2 })
    const left = await test.db.selectFrom('chat_conversations').select('id').execute()
    expect(left.map((row) => row.id).sort()).toEqual([malice, australian].sort())
    expect(chatIds(await subjectRequest('export', 'malice@example.com'))).toEqual([malice])
    expect(chatIds(await subjectRequest('export', 'alice@example.com.au'))).toEqual([australian])
    // Nothing of the erased conversation is left to find it by.
    const named = await test.db.selectFrom('chat_addresses').select('conversation_id').execute()
    expect(named.map((row) => row.conversation_id)).not.toContain(alice)
  })

  it('finds a person whose address has an accented capital, however the request writes it', async () => {
    const stored = 'ÉRIC.Tremblay@Exemple.ca'
    const chat = await chatAsNewVisitor(`Mon courriel : ${stored}`)
    const contact = await send(
      postContact,
      jsonRequest('/api/contact', { ...contactFields, email: stored }),
    )
    expect(contact.status).toBe(201)
    const inquiry = await send(
      postPartnership,
      jsonRequest('/api/partnerships', { ...partnership, email: stored }),
    )
    expect(inquiry.status).toBe(201)
    const everything = { contactSubmissions: 1, partnershipInquiries: 1, chatConversations: 1 }

    // Lower case, upper case, and the É typed as an E and a combining accent.
    for (const asked of [
      'éric.tremblay@exemple.ca',
      'ÉRIC.TREMBLAY@EXEMPLE.CA',
      'E\u0301ric.tremblay@exemple.ca',
    ]) {
      const found = await subjectRequest('search', asked)
      expect(found.counts, asked).toMatchObject(everything)
    }
    const exported = await subjectRequest('export', 'ÉRIC.TREMBLAY@EXEMPLE.CA')
    expect(exported.contactSubmissions).toEqual([
      expect.objectContaining({ id: contact.body.id, email: stored }),
    ])
    expect(exported.partnershipInquiries).toEqual([
      expect.objectContaining({ id: inquiry.body.id, email: stored }),
    ])
    expect(chatIds(exported)).toEqual([chat])

    const erased = await subjectRequest('erase', 'éric.tremblay@exemple.ca')
    expect(erased.counts).toMatchObject(everything)
    expect((await subjectRequest('search', stored)).counts).toMatchObject({
      contactSubmissions: 0,
      partnershipInquiries: 0,
      chatConversations: 0,
    })
  })

  it('answers bad input, other sites, members and signed-out visitors with a message', async () => {
    const bad = await send(
      postSearch,
      jsonRequest('/api/admin/subject-requests/search', { email: 'not-an-address' }, sameOrigin),
    )
    expect(bad).toMatchObject({
      status: 400,
      body: { fields: { email: 'Please enter a valid email address' } },
    })
    const unconfirmed = await send(
      postErase,
      jsonRequest('/api/admin/subject-requests/erase', { email: ADDRESS }, sameOrigin),
    )
    expect(unconfirmed.status).toBe(400)
    expect((unconfirmed.body.fields as Record<string, string>).confirm).toMatch(/confirm/)

    const crossSite = await send(
      postErase,
      jsonRequest(
        '/api/admin/subject-requests/erase',
        { email: ADDRESS, confirm: true },
        { ...sameOrigin, Origin: 'https://elsewhere.example' },
      ),
    )
    expect(crossSite.status).toBe(403)

    const member = await addTeamMember('member@fundlane.example', { role: 'member' })
    const asMember = { ...origin, Cookie: (await signInAs(member)).cookie }
    const refused = await send(
      postExport,
      jsonRequest('/api/admin/subject-requests/export', { email: ADDRESS }, asMember),
    )
    expect(refused).toMatchObject({ status: 403, body: { error: expect.stringMatching(/owner/) } })

    const signedOut = await send(
      postSearch,
      jsonRequest('/api/admin/subject-requests/search', { email: ADDRESS }, origin),
    )
    expect(signedOut.status).toBe(401)
  })
})
