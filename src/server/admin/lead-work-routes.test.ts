import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getRecord, PATCH as patchLead } from '@/app/api/admin/[list]/[id]/route'
import { POST as postNote } from '@/app/api/admin/[list]/[id]/notes/route'
import { GET as getList } from '@/app/api/admin/[list]/route'
import { GET as getAudit } from '@/app/api/admin/audit/route'
import { GET as getNewLeads } from '@/app/api/admin/leads/new/route'
import { POST as postContact } from '@/app/api/contact/route'
import { VISIT_SOURCE_COOKIE, encodeSessionSource, withArrival } from '@/lib/visit-source'
import { closeDatabase } from '../db/client'
import { deleteContactSubmission } from '../db/repositories/contact-submissions'
import { createLead } from '../leads/create-lead'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact } from '../../../tests/support/test-leads'
import { addTeamMember, asMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { jsonRequest, send, type Answer } from '../../../tests/support/test-requests'
import type { LeadWork } from './lead-work'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

const params = (list: string, id: string) => ({ params: Promise.resolve({ list, id }) })

describe.each(testDatabaseKinds)('working a lead through the admin API on %s', (kind) => {
  let test: TestDatabase
  let ownerCookie: string
  let memberCookie: string
  let memberId: string
  let leadId: string

  const view = (cookie: string, list = 'contacts', id = leadId) =>
    send(
      (request) => getRecord(request, params(list, id)),
      asMember(cookie, `/api/admin/${list}/${id}`),
    )
  const update = (cookie: string, body: unknown, list = 'contacts', id = leadId) =>
    send(
      (request) => patchLead(request, params(list, id)),
      asMember(cookie, `/api/admin/${list}/${id}`, { method: 'PATCH', body }),
    )
  const note = (cookie: string, body: unknown, id = leadId) =>
    send(
      (request) => postNote(request, params('contacts', id)),
      asMember(cookie, `/api/admin/contacts/${id}/notes`, { method: 'POST', body }),
    )
  const workOf = (answer: Answer) => answer.body.work as LeadWork
  /** The ids and statuses a lead list shows with these filters, and its total. */
  const listed = async (cookie: string, filters = '') => {
    const answer = await send(
      (request) => getList(request, { params: Promise.resolve({ list: 'contacts' }) }),
      asMember(cookie, `/api/admin/contacts?${filters}`),
    )
    expect(answer.status).toBe(200)
    const items = answer.body.items as { id: string; status: string }[]
    return { total: answer.body.total, leads: items.map(({ id, status }) => ({ id, status })) }
  }
  const newContacts = async (cookie: string) =>
    (await send(getNewLeads, asMember(cookie, '/api/admin/leads/new'))).body.contacts
  /** The audit trail's lead events, oldest first, as an owner reads them. */
  const spamTrail = async () => {
    const answer = await send(getAudit, asMember(ownerCookie, '/api/admin/audit'))
    expect(answer.status).toBe(200)
    return (answer.body.items as { action: string }[])
      .filter((event) => event.action.startsWith('lead.'))
      .reverse()
  }

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    await serveFrom(test, {
      ADMIN_REQUIRE_TWO_FACTOR: 'off',
      LOGIN_RATE_LIMIT: 'off',
      FORM_RATE_LIMIT: 'off',
    })
  })
  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('team_members').execute()
    ownerCookie = (await signInAs(await addTeamMember('owner@fundlane.example'))).cookie
    const member = await addTeamMember('mira@fundlane.example', { role: 'member' })
    memberId = member.id
    memberCookie = (await signInAs(member)).cookie
    leadId = (await createLead(test.db, 'contact', contact)).id
  })

  it('shows a new lead as New, unowned, received and its team e-mail waiting', async () => {
    const answer = await view(memberCookie)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: leadId, email: contact.email })
    expect(workOf(answer)).toMatchObject({
      status: 'new',
      owner: null,
      timeline: [
        { kind: 'received' },
        { kind: 'notification', channel: 'lead-email', state: 'waiting', attempts: 0 },
      ],
    })
  })

  it('keeps where the lead came from: the session cookie and the page the form was sent from', async () => {
    const session = withArrival(
      withArrival(undefined, {
        utmSource: 'newsletter',
        utmCampaign: 'spring',
        landingPage: '/',
      }),
      { referrerHost: 'partner.example', landingPage: '/lenders' },
    )
    const sent = await send(
      postContact,
      jsonRequest('/api/contact', contact, {
        Cookie: `cookieConsent=accepted; ${VISIT_SOURCE_COOKIE}=${encodeSessionSource(session)}`,
        Referer: 'http://localhost:3000/contact-us?utm_source=ignored',
      }),
    )
    expect(sent.status).toBe(201)
    const work = workOf(await view(memberCookie, 'contacts', String(sent.body.id)))
    expect(work.source).toEqual({
      first: { utmSource: 'newsletter', utmCampaign: 'spring', landingPage: '/' },
      latest: { referrerHost: 'partner.example', landingPage: '/lenders' },
      formPage: '/contact-us',
    })

    // No cookie, and a form posted from elsewhere: nothing is recorded, and the lead is kept.
    const bare = await send(
      postContact,
      jsonRequest('/api/contact', contact, { Referer: 'https://elsewhere.example/form' }),
    )
    expect(bare.status).toBe(201)
    expect(workOf(await view(memberCookie, 'contacts', String(bare.body.id))).source).toEqual({
      first: {},
      latest: {},
    })
  })

  it('lets a member set the status and add a note, each on the timeline with their name', async () => {
    const changed = await update(memberCookie, { status: 'contacted' })
    expect(changed.status).toBe(200)
    expect(changed.body.status).toBe('contacted')

    const added = await note(memberCookie, { body: '  Called the CFO; wants $250k.  ' })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      kind: 'note',
      body: 'Called the CFO; wants $250k.',
      actorName: 'mira',
    })

    const timeline = workOf(await view(ownerCookie)).timeline
    expect(timeline.slice(2)).toMatchObject([
      { kind: 'status', from: 'new', to: 'contacted', actorName: 'mira' },
      { kind: 'note', body: 'Called the CFO; wants $250k.', actorName: 'mira' },
    ])
  })

  it('a member’s Spam leaves the usual list and counts, but the Spam filter, the timeline and the audit trail keep it', async () => {
    expect(await listed(ownerCookie)).toEqual({ total: 1, leads: [{ id: leadId, status: 'new' }] })
    expect(await newContacts(ownerCookie)).toBe(1)
    await update(memberCookie, { status: 'contacted' }) // An ordinary move: the timeline only.

    const marked = await update(memberCookie, { status: 'spam' })
    expect(marked.status).toBe(200)
    expect(await listed(ownerCookie)).toEqual({ total: 0, leads: [] })
    expect(await newContacts(ownerCookie)).toBe(0)

    // Under its filter, for the owner who checks and for the member who may undo it.
    const spam = { total: 1, leads: [{ id: leadId, status: 'spam' }] }
    expect(await listed(ownerCookie, 'status=spam')).toEqual(spam)
    expect(await listed(memberCookie, 'status=spam')).toEqual(spam)
    expect(await listed(ownerCookie, 'status=all')).toEqual(spam)
    expect(workOf(await view(ownerCookie)).timeline.at(-1)).toMatchObject({
      kind: 'status',
      from: 'contacted',
      to: 'spam',
      actorName: 'mira',
    })
    const markedEvent = {
      action: 'lead.marked-spam',
      actorId: memberId,
      actorEmail: 'mira@fundlane.example',
      targetType: 'contacts',
      targetId: leadId,
      detail: { from: 'contacted', to: 'spam' },
    }
    expect(await spamTrail()).toMatchObject([markedEvent])

    // Back out of Spam: in the list and on the trail again.
    expect((await update(ownerCookie, { status: 'qualified' })).status).toBe(200)
    expect(await listed(memberCookie)).toEqual({
      total: 1,
      leads: [{ id: leadId, status: 'qualified' }],
    })
    expect(await spamTrail()).toMatchObject([
      markedEvent,
      {
        action: 'lead.unmarked-spam',
        actorEmail: 'owner@fundlane.example',
        targetId: leadId,
        detail: { from: 'spam', to: 'qualified' },
      },
    ])
  })

  it('lets only an owner give a lead to someone', async () => {
    const refused = await update(memberCookie, { ownerId: memberId })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatch(/Only an owner/)

    const given = await update(ownerCookie, { ownerId: memberId })
    expect(given.status).toBe(200)
    expect(given.body.owner).toEqual({ id: memberId, name: 'mira' })
    const unknown = await update(ownerCookie, { ownerId: 'someone-else' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe('There is no team member with that id.')
    expect((await update(ownerCookie, { ownerId: null })).body.owner).toBeNull()
  })

  it('answers bad changes with a clear 400 and changes nothing', async () => {
    const empty = await update(ownerCookie, {})
    expect(empty.status).toBe(400)
    expect(empty.body.error).toBe('Send a status, an ownerId, or both.')
    for (const status of ['closed', 5, null]) {
      const answer = await update(ownerCookie, { status })
      expect(answer.status, String(status)).toBe(400)
      expect(answer.body.fields).toEqual({
        status: 'Status must be one of: new, contacted, qualified, won, lost, spam',
      })
    }
    for (const body of [{}, { body: '   ' }, { body: 42 }]) {
      const answer = await note(memberCookie, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.fields).toEqual({ body: 'Please write the note' })
    }
    const tooLong = await note(memberCookie, { body: 'x'.repeat(5001) })
    expect(tooLong.body.fields).toEqual({ body: 'Please keep a note under 5,000 characters' })
    expect(workOf(await view(ownerCookie))).toMatchObject({ status: 'new', owner: null })
    expect(workOf(await view(ownerCookie)).timeline).toHaveLength(2)
  })

  it('answers 404 for a deleted lead or a list that holds no leads, 401 signed out, 403 cross-site', async () => {
    expect((await update(memberCookie, { status: 'won' }, 'subscribers')).status).toBe(404)
    await deleteContactSubmission(test.db, leadId)
    expect((await update(memberCookie, { status: 'won' })).status).toBe(404)
    expect((await note(memberCookie, { body: 'Hello' })).status).toBe(404)

    const signedOut = new Request(`http://localhost:3000/api/admin/contacts/${leadId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ status: 'won' }),
    })
    expect(
      (await send((request) => patchLead(request, params('contacts', leadId)), signedOut)).status,
    ).toBe(401)
    const crossSite = asMember(memberCookie, `/api/admin/contacts/${leadId}`, {
      method: 'PATCH',
      body: { status: 'won' },
    })
    crossSite.headers.set('Origin', 'https://elsewhere.example')
    expect(
      (await send((request) => patchLead(request, params('contacts', leadId)), crossSite)).status,
    ).toBe(403)
  })
})
