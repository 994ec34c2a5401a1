import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as postErase } from '@/app/api/admin/subject-requests/erase/route'
import { POST as postExport } from '@/app/api/admin/subject-requests/export/route'
import { POST as postSearch } from '@/app/api/admin/subject-requests/search/route'
import { POST as postContact } from '@/app/api/contact/route'
import { CONVERSATION_COOKIE, signedConversation } from '../chat/conversation-cookie'
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
import { jsonRequest, send } from '../../../tests/support/test-requests'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))
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
