import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { subjectReference } from '../audit/audit'
import { resetServerConfig } from '../config'
import { recordChatExchange } from '../db/repositories/chat'
import { addLeadNote, setLeadStatus } from '../db/repositories/lead-work'
import { findSubscriberByEmail, insertSubscriber } from '../db/repositories/newsletter-subscribers'
import { findOutboxRows } from '../db/repositories/outbox'
import { newId } from '../ids'
import { createLead } from '../leads/create-lead'
import { confirmSubscription, subscribe } from '../leads/subscription'
import { createNewsletterToken } from '../newsletter/tokens'
import {
  clearTables,
  createTestDatabase,
  insertTeamMemberRow,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact, partnership } from '../../../tests/support/test-leads'
import {
  SUBJECT_EXPORT_FORMAT,
  eraseSubjectData,
  exportSubjectData,
  findSubjectData,
  searchSubjectData,
  type SubjectRequester,
} from './subject-requests'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

const ADDRESS = 'ada.subject@example.com'
const OTHER = 'grace.other@example.com'
const owner: SubjectRequester = {
  actor: { id: 'owner-1', email: 'owner@fundlane.example' },
  clientAddress: '203.0.113.7',
  via: 'admin',
}
const member = { id: 'member-1', name: 'Mira Chen' }
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute))
const later = (time: Date) => new Date(time.getTime() + 1000)

describe.each(testDatabaseKinds)('data-subject requests on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('audit_events').execute()
    await test.db.deleteFrom('privacy_suppressions').execute()
    await test.db.deleteFrom('team_members').execute()
    await insertTeamMemberRow(test, member)
  })

  /** Someone who chatted, sent both forms from that browser, subscribed; and someone else. */
  async function twoPeople() {
    const formChat = newId()
    const mentionChat = newId()
    const otherChat = newId()
    await recordChatExchange(test.db, {
      conversationId: formChat,
      userMessage: 'Do you fund bakeries?',
      botMessage: 'Yes.',
      userAt: at(0),
      botAt: later(at(0)),
    })
    await recordChatExchange(test.db, {
      conversationId: mentionChat,
      userMessage: `Please write to ${ADDRESS.toUpperCase()}`,
      botMessage: 'Our team will reply.',
      userAt: at(1),
      botAt: later(at(1)),
    })
    await recordChatExchange(test.db, {
      conversationId: otherChat,
      userMessage: `Reach me at ${OTHER}`,
      botMessage: 'Noted.',
      userAt: at(2),
      botAt: later(at(2)),
    })
    // The address as typed differs in case from the one searched for.
    const contactLead = await createLead(
      test.db,
      'contact',
      { ...contact, email: 'Ada.Subject@Example.com' },
      { now: at(3), chatConversationId: formChat },
    )
    const partnershipLead = await createLead(
      test.db,
      'partnership',
      { ...partnership, email: ADDRESS },
      { now: at(4), chatConversationId: formChat },
    )
    const otherLead = await createLead(
      test.db,
      'contact',
      { ...contact, email: OTHER },
      {
        now: at(5),
        chatConversationId: otherChat,
      },
    )
    await subscribe(test.db, ADDRESS, { now: at(6) })
    await subscribe(test.db, OTHER, { now: at(7) })
    const subscriber = (await findSubscriberByEmail(test.db, ADDRESS))!
    await confirmSubscription(test.db, createNewsletterToken(subscriber.id, 'confirm', at(8)), {
      now: at(8),
    })
    return { formChat, mentionChat, otherChat, contactLead, partnershipLead, otherLead, subscriber }
  }

  it('finds and exports the contact form, partnership inquiry, subscription with consent and linked chats', async () => {
    const { formChat, mentionChat, contactLead, partnershipLead } = await twoPeople()

    await setLeadStatus(
      test.db,
      { type: 'contact', id: contactLead.id },
      'contacted',
      member,
      at(8),
    )
    await addLeadNote(
      test.db,
      { type: 'contact', id: contactLead.id },
      'Called back about a bakery oven lease.',
      member,
      later(at(8)),
    )
    const document = await exportSubjectData(test.db, ` ${ADDRESS.toUpperCase()} `, owner, at(9))

    expect(document).toMatchObject({
      format: SUBJECT_EXPORT_FORMAT,
      exportedAt: at(9).toISOString(),
      email: ADDRESS.toUpperCase(),
    })
    expect(document.contactSubmissions.map((lead) => lead.id)).toEqual([contactLead.id])
    expect(document.partnershipInquiries.map((lead) => lead.id)).toEqual([partnershipLead.id])
    // The team's work on a request is the person's too: where it stands and the notes on it.
    expect(document.contactSubmissions[0]).toMatchObject({
      status: 'contacted',
      teamWork: [
        { kind: 'status', from: 'new', to: 'contacted', actorName: 'Mira Chen' },
        { kind: 'note', body: 'Called back about a bakery oven lease.', actorName: 'Mira Chen' },
      ],
    })
    expect(document.partnershipInquiries[0]).toMatchObject({ status: 'new', teamWork: [] })
    expect(document.newsletterSubscriptions).toHaveLength(1)
    expect(document.newsletterSubscriptions[0]).toMatchObject({
      email: ADDRESS,
      status: 'confirmed',
      consentHistory: [
        { event: 'subscribed', at: at(6).toISOString(), source: 'footer-form' },
        { event: 'confirmation-sent', at: at(6).toISOString(), source: 'footer-form' },
        { event: 'confirmed', at: at(8).toISOString(), source: 'confirm-link' },
      ],
    })
    const chats = Object.fromEntries(
      document.chatConversations.map((chat) => [chat.id, chat.linkedBy.sort()]),
    )
    expect(chats).toEqual({
      [formChat]: ['sent-contact-form', 'sent-partnership-form'],
      [mentionChat]: ['mentions-address'],
    })
    expect(document.chatConversations[0]!.messages.map((message) => message.message)).toEqual([
      'Do you fund bakeries?',
      'Yes.',
    ])
    // The document is plain JSON: what is written is what the person reads.
    expect(JSON.parse(JSON.stringify(document))).toEqual(document)
  })

  it('erases everything about the address in one go, and nobody else’s data', async () => {
    const { otherChat, otherLead, contactLead, subscriber } = await twoPeople()
    await addLeadNote(test.db, { type: 'contact', id: contactLead.id }, 'Left a voicemail.', member)
    await addLeadNote(test.db, { type: 'contact', id: otherLead.id }, 'Sent the guide.', member)
    const otherBefore = await findSubjectData(test.db, OTHER)
    const counts = await eraseSubjectData(test.db, ADDRESS, owner, at(10))

    expect(counts).toEqual({
      contactSubmissions: 1,
      partnershipInquiries: 1,
      newsletterSubscriptions: 1,
      chatConversations: 2,
      chatMessages: 4,
      checklistEmails: 0,
      // The team e-mails about both leads and the confirmation e-mail were never sent.
      pendingDeliveries: 3,
    })
    expect(await findSubjectData(test.db, ADDRESS)).toEqual({
      contactSubmissions: [],
      partnershipInquiries: [],
      newsletterSubscriptions: [],
      chatConversations: [],
      checklistEmails: [],
      erasedBefore: at(10).toISOString(),
    })
    expect(await findSubjectData(test.db, OTHER)).toEqual(otherBefore)
    expect(otherBefore.chatConversations.map((chat) => chat.id)).toEqual([otherChat])
    // The erased lead's notes went with it; the other person's stayed.
    const notes = await test.db.selectFrom('lead_events').select('body').execute()
    expect(notes).toEqual([{ body: 'Sent the guide.' }])

    const outbox = await findOutboxRows(test.db)
    const payloads = outbox.map((row) => row.payload).join('\n')
    expect(payloads).not.toContain(contactLead.id)
    expect(payloads).not.toContain(subscriber.id)
    expect(payloads).toContain(otherLead.id)

    const suppressions = await test.db.selectFrom('privacy_suppressions').selectAll().execute()
    expect(suppressions).toEqual([
      { subject_reference: subjectReference(ADDRESS), created_at: at(10).toISOString() },
    ])
  })

  it('keeps the searches, export and erasure in the audit trail without the address in clear', async () => {
    await twoPeople()
    await searchSubjectData(test.db, ADDRESS, owner, at(9))
    await exportSubjectData(test.db, ADDRESS, owner, at(10))
    await eraseSubjectData(test.db, ADDRESS, { actor: null, via: 'shell' }, at(11))

    const rows = await test.db.selectFrom('audit_events').selectAll().orderBy('id').execute()
    expect(rows.map((row) => [row.action, row.actor_id, row.target_type, row.target_id])).toEqual([
      ['subject.searched', 'owner-1', 'subject', subjectReference(ADDRESS)],
      ['subject.exported', 'owner-1', 'subject', subjectReference(ADDRESS)],
      ['subject.erased', null, 'subject', subjectReference(ADDRESS)],
    ])
    expect(JSON.parse(rows[2]!.detail!)).toMatchObject({
      contactSubmissions: 1,
      chatConversations: 2,
      via: 'shell',
    })
    expect(JSON.stringify(rows).toLowerCase()).not.toContain(ADDRESS)
  })

  it('needs a fresh confirmation to subscribe again, and refuses the links from before', async () => {
    const { subscriber } = await twoPeople()
    const staleConfirm = createNewsletterToken(subscriber.id, 'confirm', at(9))
    await eraseSubjectData(test.db, ADDRESS, owner, at(10))

    expect(await confirmSubscription(test.db, staleConfirm, { now: at(11) })).toBe('invalid')
    expect(await subscribe(test.db, ADDRESS, { now: at(12) })).toMatchObject({ created: true })
    const fresh = (await findSubscriberByEmail(test.db, ADDRESS))!
    expect(fresh).toMatchObject({ status: 'pending', confirmed_at: null })
    expect(fresh.id).not.toBe(subscriber.id)
    const confirmations = (await findOutboxRows(test.db)).filter(
      (row) => row.kind === 'newsletter-confirmation' && row.payload.includes(fresh.id),
    )
    expect(confirmations).toHaveLength(1)
    expect(await confirmSubscription(test.db, staleConfirm, { now: at(13) })).toBe('invalid')
    expect(
      await confirmSubscription(test.db, createNewsletterToken(fresh.id, 'confirm', at(13)), {
        now: at(13),
      }),
    ).toBe('confirmed')
  })

  it('refuses to confirm a subscription row older than the erasure (a restored backup)', async () => {
    const { subscriber } = await twoPeople()
    await eraseSubjectData(test.db, ADDRESS, owner, at(10))
    // The row comes back as it was before the erasure, pending a confirmation.
    await insertSubscriber(test.db, {
      id: subscriber.id,
      email: ADDRESS,
      consentSource: 'footer-form',
      now: at(6),
    })
    const staleConfirm = createNewsletterToken(subscriber.id, 'confirm', at(9))
    expect(await confirmSubscription(test.db, staleConfirm, { now: at(11) })).toBe('invalid')
    expect((await findSubscriberByEmail(test.db, ADDRESS))?.status).toBe('pending')
  })

  it('erases an address with nothing held, and records that it did', async () => {
    expect(await eraseSubjectData(test.db, 'nobody@example.com', owner, at(1))).toEqual({
      contactSubmissions: 0,
      partnershipInquiries: 0,
      newsletterSubscriptions: 0,
      chatConversations: 0,
      chatMessages: 0,
      checklistEmails: 0,
      pendingDeliveries: 0,
    })
    const [event] = await test.db.selectFrom('audit_events').selectAll().execute()
    expect(event).toMatchObject({ action: 'subject.erased', target_type: 'subject' })
  })
})
