import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getList } from '@/app/api/admin/[list]/route'
import { GET as getRecord } from '@/app/api/admin/[list]/[id]/route'
import { GET as getAudit } from '@/app/api/admin/audit/route'
import { GET as getContactsSpec } from '@/app/api/contacts/route'
import { closeDatabase } from '../db/client'
import { recordChatExchange } from '../db/repositories/chat'
import { newId } from '../ids'
import { createLead } from '../leads/create-lead'
import { subscribe } from '../leads/subscription'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact, partnership } from '../../../tests/support/test-leads'
import { addTeamMember, asMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { send } from '../../../tests/support/test-requests'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

const LEADS = 30
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute))

type AuditRow = { action: string; actorEmail?: string; targetType?: string; targetId?: string }
type ListReadDetail = { ids: string[]; page: number; total: number; searched?: boolean }

describe.each(testDatabaseKinds)('who read a lead on a list page, on %s', (kind) => {
  let test: TestDatabase
  let memberCookie: string
  let ownerCookie: string
  /** The contact leads' ids, newest first (the lists' order). */
  let leadIds: string[]

  // The tests only read: the leads and accounts are made once, the trail emptied before each.
  beforeAll(async () => {
    test = await createTestDatabase(kind)
    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off', LOGIN_RATE_LIMIT: 'off' })
    await clearTables(test.db)
    leadIds = []
    for (let index = 0; index < LEADS; index += 1) {
      const lead = await createLead(
        test.db,
        'contact',
        { ...contact, lastName: `Lead ${index}`, email: `lead${index}@example.com` },
        { now: at(index) },
      )
      leadIds.unshift(lead.id)
    }
    await createLead(test.db, 'partnership', partnership, { now: at(40) })
    await subscribe(test.db, 'reader@example.com', { now: at(41) })
    await recordChatExchange(test.db, {
      conversationId: newId(),
      userMessage: 'Do you fund bakeries?',
      botMessage: 'Yes.',
      userAt: at(42),
      botAt: at(43),
    })
    memberCookie = (
      await signInAs(await addTeamMember('member@fundlane.example', { role: 'member' }))
    ).cookie
    ownerCookie = (await signInAs(await addTeamMember('owner@fundlane.example'))).cookie
  })
  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })
  beforeEach(async () => {
    await test.db.deleteFrom('audit_events').execute()
  })

  const readList = async (list: string, query: string, cookie = memberCookie) => {
    const answer = await send(
      (request) => getList(request, { params: Promise.resolve({ list }) }),
      asMember(cookie, `/api/admin/${list}?${query}`),
    )
    expect(answer.status).toBe(200)
    return answer.body as { items: Record<string, unknown>[]; total: number }
  }

  const listReads = async () =>
    (
      await test.db
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'list.viewed')
        .orderBy('occurred_at')
        .orderBy('id')
        .execute()
    ).map((row) => ({
      actor: row.actor_email,
      list: row.target_type,
      detail: JSON.parse(row.detail!) as ListReadDetail,
    }))

  it('records every page of leads a member reads in full, with the ids it returned', async () => {
    const everything = await readList('contacts', 'pageSize=200')
    // The list still shows each lead in full, as the team works from it (decision 0029)...
    expect(everything.items).toHaveLength(LEADS)
    expect(everything.items[0]).toMatchObject({ email: 'lead29@example.com', phone: contact.phone })
    // ...and the read is answerable: who, which list, exactly which leads.
    const second = await readList('contacts', 'pageSize=10&page=2')
    const viaSpec = await send(getContactsSpec, asMember(memberCookie, '/api/contacts?pageSize=5'))
    expect(viaSpec.status).toBe(200)

    // Requests in one millisecond have no order in the trail.
    expect(await listReads()).toHaveLength(3)
    expect(await listReads()).toEqual(
      expect.arrayContaining([
        {
          actor: 'member@fundlane.example',
          list: 'contacts',
          detail: { ids: leadIds, page: 1, total: LEADS },
        },
        {
          actor: 'member@fundlane.example',
          list: 'contacts',
          detail: { ids: second.items.map((item) => item.id), page: 2, total: LEADS },
        },
        {
          actor: 'member@fundlane.example',
          list: 'contacts',
          detail: { ids: leadIds.slice(0, 5), page: 1, total: LEADS },
        },
      ]),
    )
    expect(second.items.map((item) => item.id)).toEqual(leadIds.slice(10, 20))
  })

  it('records the pages of the other lists too: partnerships, subscribers and chats', async () => {
    for (const list of ['partnerships', 'subscribers', 'conversations']) {
      const page = await readList(list, '')
      expect(page.items, list).toHaveLength(1)
    }
    const reads = (await listReads()).map((read) => [read.list, read.detail.ids.length])
    expect(reads.sort()).toEqual([
      ['conversations', 1],
      ['partnerships', 1],
      ['subscribers', 1],
    ])
  })

  it('keeps a search term out of the trail, and records nothing for a page that showed nobody', async () => {
    await readList('contacts', 'q=lead7%40example.com')
    await readList('contacts', 'q=nobody%40example.com')
    const reads = await listReads()
    expect(reads).toHaveLength(1)
    expect(reads[0]!.detail).toEqual({
      ids: [leadIds[LEADS - 1 - 7]],
      page: 1,
      total: 1,
      searched: true,
    })
    const trail = JSON.stringify(await test.db.selectFrom('audit_events').selectAll().execute())
    expect(trail).not.toContain('lead7@example.com')
  })

  it('lets an owner ask the audit log who read a lead, on a list page or opened alone', async () => {
    const onFirstPage = leadIds[3]!
    const neverShown = leadIds[25]!
    await readList('contacts', 'pageSize=10')
    const opened = await getRecord(asMember(ownerCookie, `/api/admin/contacts/${onFirstPage}`), {
      params: Promise.resolve({ list: 'contacts', id: onFirstPage }),
    })
    expect(opened.status).toBe(200)

    const readers = async (record: string) => {
      const answer = await send(
        getAudit,
        asMember(ownerCookie, `/api/admin/audit?record=${record}`),
      )
      expect(answer.status).toBe(200)
      return (answer.body.items as AuditRow[]).map((event) => [event.action, event.actorEmail])
    }
    expect((await readers(onFirstPage)).sort()).toEqual([
      ['list.viewed', 'member@fundlane.example'],
      ['record.viewed', 'owner@fundlane.example'],
    ])
    expect(await readers(neverShown)).toEqual([])

    const refused = await send(getAudit, asMember(ownerCookie, '/api/admin/audit?record=%25'))
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { record: expect.stringMatching(/record id/i) } },
    })
    const memberAsks = await send(
      getAudit,
      asMember(memberCookie, `/api/admin/audit?record=${onFirstPage}`),
    )
    expect(memberAsks.status).toBe(403)
  })
})
