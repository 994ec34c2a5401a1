import { Migrator, type Kysely } from 'kysely'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../../config'
import { findSubjectData } from '../../privacy/subject-requests'
import { migrateToLatest, migrationProvider } from '../migrate'
import { findSubscriberByEmail } from '../repositories/newsletter-subscribers'
import { listConsentEvents } from '../repositories/newsletter-consent'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../../tests/support/test-databases'

const BEFORE = '0014-subscriber-language'
const at = '2026-03-02T10:00:00.000Z'
/** `É` typed as an `E` and a combining accent, as some keyboards and copy-pastes send it. */
const DECOMPOSED_E = 'E\u0301'

/** Rows as the database held them before migration 0015, written the way the code then did. */
async function rowsFromBefore(db: Kysely<Record<string, Record<string, unknown>>>) {
  await db
    .insertInto('contact_submissions')
    .values({
      id: 'contact-1',
      first_name: 'Éric',
      last_name: 'Tremblay',
      email: 'ÉRIC.Tremblay@Exemple.ca',
      phone: '+1 514 555 0100',
      submitted_at: at,
    })
    .execute()
  await db
    .insertInto('partnership_inquiries')
    .values({
      id: 'partnership-1',
      company: 'Boulangerie Tremblay',
      first_name: 'Éric',
      last_name: 'Tremblay',
      email: ' Eric.Tremblay@EXEMPLE.ca ',
      phone: '+1 514 555 0100',
      job_title: 'Owner',
      partnership_type: 'referral',
      business_description: 'A bakery',
      funding_range: 'Not specified',
      client_volume: 'Not specified',
      partnership_goals: 'Refer clients',
      consent: 1,
      submitted_at: at,
    })
    .execute()
  // Lower-cased without NFC: the accent stays a separate character.
  for (const [id, email] of [
    ['subscriber-1', `${DECOMPOSED_E}ric@Exemple.ca`],
    ['subscriber-2', `${DECOMPOSED_E}lise@Exemple.ca`],
    ['subscriber-3', 'Élise@Exemple.ca'],
  ]) {
    await db
      .insertInto('newsletter_subscribers')
      .values({
        id,
        email: email!,
        email_normalized: email!.trim().toLowerCase(),
        status: 'confirmed',
        consent_source: 'footer-form',
        created_at: at,
        updated_at: at,
      })
      .execute()
  }
  await db
    .insertInto('newsletter_consent_events')
    .values({
      id: 'consent-1',
      email_normalized: `${DECOMPOSED_E}ric@exemple.ca`.toLowerCase(),
      event: 'subscribed',
      occurred_at: at,
      source: 'footer-form',
    })
    .execute()

  const chats = {
    alice: ['Please write to Alice@Example.com', 'Our team will reply.'],
    malice: ['malice@example.com here', 'Noted.'],
    // More messages than the migration reads at a time, the address in the last one.
    long: [
      ...Array.from({ length: 520 }, (_, index) => `Question ${index}`),
      'Courriel : ÉRIC.Tremblay@Exemple.ca',
    ],
  }
  for (const [conversation, messages] of Object.entries(chats)) {
    await db
      .insertInto('chat_conversations')
      .values({ id: conversation, created_at: at, updated_at: at, message_count: messages.length })
      .execute()
    await db
      .insertInto('chat_messages')
      .values(
        messages.map((message, index) => ({
          id: `${conversation}-${String(index).padStart(4, '0')}`,
          conversation_id: conversation,
          role: index % 2 === 0 ? 'user' : 'bot',
          message,
          created_at: at,
        })),
      )
      .execute()
  }
}

describe.each(testDatabaseKinds)('migration 0015 on %s', (kind) => {
  let test: TestDatabase | undefined

  beforeAll(() => {
    process.env.SESSION_SECRET ??= 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
  })
  afterEach(async () => {
    await test?.destroy()
  })

  it('gives every address kept before it its normal form, and the chats the addresses they name', async () => {
    test = await createTestDatabase(kind, { migrate: false })
    const migrator = new Migrator({ db: test.db, provider: migrationProvider })
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    await rowsFromBefore(test.db as unknown as Kysely<Record<string, Record<string, unknown>>>)

    expect((await migrator.migrateTo('0015-normalized-addresses')).error).toBeUndefined()
    expect(await migrateToLatest(test.db)).not.toContain('0015-normalized-addresses')

    const leads = [
      ...(await test.db.selectFrom('contact_submissions').select('email_normalized').execute()),
      ...(await test.db.selectFrom('partnership_inquiries').select('email_normalized').execute()),
    ]
    expect(leads).toEqual([
      { email_normalized: 'éric.tremblay@exemple.ca' },
      { email_normalized: 'eric.tremblay@exemple.ca' },
    ])
    const subject = await findSubjectData(test.db, 'éric.tremblay@EXEMPLE.CA')
    expect(subject.contactSubmissions.map((lead) => lead.id)).toEqual(['contact-1'])
    expect(subject.chatConversations.map((chat) => chat.id)).toEqual(['long'])

    // The accent typed either way is one subscriber, with its consent history.
    expect((await findSubscriberByEmail(test.db, 'Éric@exemple.ca'))?.id).toBe('subscriber-1')
    expect(await listConsentEvents(test.db, 'éric@exemple.ca')).toHaveLength(1)
    // Two subscriptions that only differ so are both kept, the second as it was.
    const subscribers = await test.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email_normalized'])
      .orderBy('id')
      .execute()
    expect(subscribers.slice(1)).toEqual([
      { id: 'subscriber-2', email_normalized: 'élise@exemple.ca'.normalize('NFD') },
      { id: 'subscriber-3', email_normalized: 'élise@exemple.ca' },
    ])

    const named = await test.db
      .selectFrom('chat_addresses')
      .selectAll()
      .orderBy('conversation_id')
      .execute()
    expect(named).toEqual([
      { conversation_id: 'alice', email_normalized: 'alice@example.com' },
      { conversation_id: 'long', email_normalized: 'éric.tremblay@exemple.ca' },
      { conversation_id: 'malice', email_normalized: 'malice@example.com' },
    ])
  })

  it('can be undone and done again', async () => {
    test = await createTestDatabase(kind)
    const migrator = new Migrator({ db: test.db, provider: migrationProvider })
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    expect((await migrator.migrateTo('0015-normalized-addresses')).error).toBeUndefined()
    expect(await migrateToLatest(test.db)).not.toContain('0015-normalized-addresses')
  })
})
