import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  clearTables,
  createTestDatabase,
  insertTeamMemberRow,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../../tests/support/test-databases'
import { contact, partnership } from '../../../../tests/support/test-leads'
import { deleteContactSubmission, insertContactSubmission } from './contact-submissions'
import { addLeadNote, assignLeadOwner, leadEvents, setLeadStatus, type LeadRef } from './lead-work'
import { insertPartnershipInquiry } from './partnership-inquiries'

const LEAD: LeadRef = { type: 'contact', id: '00000000-0000-7000-8000-00000000a001' }
const INQUIRY: LeadRef = { type: 'partnership', id: '00000000-0000-7000-8000-00000000b001' }
const MISSING: LeadRef = { type: 'contact', id: '00000000-0000-7000-8000-00000000ffff' }
const RECEIVED = new Date('2026-03-02T14:00:00Z')
const at = (minutes: number) => new Date(RECEIVED.getTime() + minutes * 60_000)

describe.each(testDatabaseKinds)('the team’s work on a lead, on %s', (kind) => {
  let test: TestDatabase
  const mira = { id: 'member-mira', name: 'Mira Chen' }
  const omar = { id: 'member-omar', name: 'Omar Haddad' }

  const contactRow = () =>
    test.db
      .selectFrom('contact_submissions')
      .select(['status', 'owner_id', 'status_changed_at', 'first_handled_at'])
      .where('id', '=', LEAD.id)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('team_members').execute()
    await insertTeamMemberRow(test, mira)
    await insertTeamMemberRow(test, omar)
    await insertContactSubmission(test.db, {
      id: LEAD.id,
      submittedAt: RECEIVED,
      submission: contact,
    })
    await insertPartnershipInquiry(test.db, {
      id: INQUIRY.id,
      submittedAt: RECEIVED,
      inquiry: partnership,
    })
  })

  it('a lead arrives New with no owner and nothing on its timeline', async () => {
    expect(await contactRow()).toEqual({
      status: 'new',
      owner_id: null,
      status_changed_at: null,
      first_handled_at: null,
    })
    expect(await leadEvents(test.db, LEAD)).toEqual([])
  })

  it('a status change is kept with who made it; the first one is the time to first response', async () => {
    expect(await setLeadStatus(test.db, LEAD, 'contacted', mira, at(90))).toEqual({ from: 'new' })
    expect(await setLeadStatus(test.db, LEAD, 'contacted', omar, at(95))).toBe('unchanged')
    expect(await setLeadStatus(test.db, LEAD, 'qualified', omar, at(300))).toEqual({
      from: 'contacted',
    })

    expect(await contactRow()).toMatchObject({
      status: 'qualified',
      status_changed_at: at(300).toISOString(),
      first_handled_at: at(90).toISOString(),
    })
    expect(await leadEvents(test.db, LEAD)).toMatchObject([
      {
        kind: 'status',
        actorName: 'Mira Chen',
        from: 'new',
        to: 'contacted',
        occurredAt: at(90).toISOString(),
      },
      { kind: 'status', actorName: 'Omar Haddad', from: 'contacted', to: 'qualified' },
    ])
    // The other lead's timeline is its own.
    expect(await leadEvents(test.db, INQUIRY)).toEqual([])
    expect(await setLeadStatus(test.db, MISSING, 'won', mira, at(1))).toBe('not-found')
  })

  it('a lead is given to a member, to another, and to nobody; an unknown member is refused', async () => {
    expect(await assignLeadOwner(test.db, INQUIRY, mira.id, omar, at(10))).toBe('changed')
    expect(await assignLeadOwner(test.db, INQUIRY, mira.id, omar, at(11))).toBe('unchanged')
    expect(await assignLeadOwner(test.db, INQUIRY, 'nobody-here', omar, at(12))).toBe(
      'no-such-member',
    )
    expect(await assignLeadOwner(test.db, INQUIRY, omar.id, mira, at(20))).toBe('changed')
    expect(await assignLeadOwner(test.db, INQUIRY, null, mira, at(30))).toBe('changed')

    const changes = (await leadEvents(test.db, INQUIRY)).map(
      ({ from, to, fromName, toName, actorName }) => ({ from, to, fromName, toName, actorName }),
    )
    expect(changes).toEqual([
      { to: mira.id, toName: 'Mira Chen', actorName: 'Omar Haddad' },
      {
        from: mira.id,
        fromName: 'Mira Chen',
        to: omar.id,
        toName: 'Omar Haddad',
        actorName: 'Mira Chen',
      },
      { from: omar.id, fromName: 'Omar Haddad', actorName: 'Mira Chen' },
    ])
  })

  it('notes keep their author and time, oldest first, byte for byte', async () => {
    const text = 'Called back: wants $250k for equipment; send the ABL guide. <b>not bold</b> 🚜'
    const first = await addLeadNote(test.db, LEAD, text, mira, at(5))
    await addLeadNote(test.db, LEAD, 'Left a voicemail.', omar, at(6))
    expect(first).toMatchObject({ kind: 'note', body: text, actorName: 'Mira Chen' })
    expect((await leadEvents(test.db, LEAD)).map((event) => event.body)).toEqual([
      text,
      'Left a voicemail.',
    ])
    expect(await addLeadNote(test.db, MISSING, 'Nobody reads this', mira, at(7))).toBeUndefined()
  })

  it('deleting a lead deletes its timeline; removing a member keeps their notes under their name', async () => {
    await assignLeadOwner(test.db, LEAD, omar.id, mira, at(1))
    await addLeadNote(test.db, LEAD, 'Spoke to the CFO.', omar, at(2))
    await addLeadNote(test.db, INQUIRY, 'Partner call booked.', omar, at(3))

    await test.db.deleteFrom('team_members').where('id', '=', omar.id).execute()
    expect((await contactRow()).owner_id).toBeNull()
    const [, note] = await leadEvents(test.db, LEAD)
    expect(note).toMatchObject({
      kind: 'note',
      actorName: 'Omar Haddad',
      body: 'Spoke to the CFO.',
    })

    expect(await deleteContactSubmission(test.db, LEAD.id)).toBe(true)
    expect(await leadEvents(test.db, LEAD)).toEqual([])
    const left = await test.db.selectFrom('lead_events').select('body').execute()
    expect(left).toEqual([{ body: 'Partner call booked.' }])
  })
})
