import 'server-only'
import { createHmac } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { hasAnswers, readAnswers, answersQuery, readinessSummary } from '@/lib/readiness'
import { readinessMessages } from '@/lib/schemas/readiness'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { subjectReference } from '../audit/audit'
import type { AppDatabase } from '../db/client'
import { writeTransaction } from '../db/group-commit'
import { enqueueOutbox } from '../db/repositories/outbox'
import type { ChecklistEmailRow, Database } from '../db/schema'
import { HttpError } from '../http/errors'
import { newId } from '../ids'
import { derivedKey } from '../secrets'
import { wakeOutboxWorker } from '../outbox/worker'

/**
 * "E-mail me my checklist" (issue 39, decision 0035): one e-mail to an address nobody has
 * confirmed, so it carries only what the server writes from the answers, and goes at most three
 * times a day to one address and for one visitor. The row keeps the address until the e-mail is
 * sent, and a keyed hash of it for as long as the row lives (RETENTION_OUTBOX_DAYS), which the
 * limit counts and a data-subject request finds.
 */

export const CHECKLIST_EMAILS_PER_DAY = 3
const DAY_MS = 24 * 60 * 60 * 1000

/** The answers as the check writes them, or a 400 when none is left after reading (both requests). */
export function requiredAnswers(query: string): string {
  const answers = readAnswers(query)
  if (!hasAnswers(answers)) throw new HttpError(400, readinessMessages.noAnswers)
  return answersQuery(answers)
}

/** A keyed hash of the rate limiter's key for a visitor: counted, never readable. */
export function visitorReference(rateLimitKey: string): string {
  return createHmac('sha256', derivedKey('checklist-visitor'))
    .update(rateLimitKey)
    .digest('hex')
    .slice(0, 32)
}

async function sentSince(
  db: Kysely<Database>,
  column: 'recipient_reference' | 'visitor_reference',
  reference: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('checklist_emails')
    .select(sql<number>`count(*)`.as('count'))
    .where(column, '=', reference)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Readiness answers as the team and an export read them: question by question, in English, the
 * team's language (the lead workspace shows the same with `readinessSummary`).
 */
export const answersAsRead = (query: string) =>
  readinessSummary(query, contentIn('en').readiness, 'None')

/** The same, one line a question, for an e-mail or a spreadsheet cell. */
export const answerLines = (query: string) =>
  answersAsRead(query).map(({ question, answer }) => `${question} ${answer}`)

/** PostgreSQL advisory lock classes (the first of a lock's two keys): one per kind of limit. */
const RECIPIENT_LOCK = 39_001
const VISITOR_LOCK = 39_002

/**
 * Queues the checklist for `email`, written from `answers` in `language`; 429 once the address or
 * the visitor has had three in the last 24 hours. The count and the insert share a transaction,
 * so simultaneous requests cannot pass the limit together: SQLite runs one writer at a time, and
 * on PostgreSQL the transaction first takes a lock on the address and then one on the visitor
 * (always in that order, so two requests never wait on each other in a circle), released at
 * commit.
 */
export async function requestChecklistEmail(
  { db, kind }: AppDatabase,
  {
    email,
    answers,
    language,
    visitor,
    now = new Date(),
  }: { email: string; answers: string; language: Locale; visitor: string; now?: Date },
): Promise<{ id: string }> {
  const id = newId(now.getTime())
  const recipient = subjectReference(email)
  const visitorKey = visitorReference(visitor)
  const since = new Date(now.getTime() - DAY_MS)
  await writeTransaction(db, async (trx) => {
    if (kind === 'postgres') {
      await sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK}, hashtext(${recipient}))`.execute(
        trx,
      )
      await sql`select pg_advisory_xact_lock(${VISITOR_LOCK}, hashtext(${visitorKey}))`.execute(trx)
    }
    if ((await sentSince(trx, 'recipient_reference', recipient, since)) >= CHECKLIST_EMAILS_PER_DAY)
      throw new HttpError(429, readinessMessages.addressLimit, undefined, {
        'Retry-After': '86400',
      })
    if ((await sentSince(trx, 'visitor_reference', visitorKey, since)) >= CHECKLIST_EMAILS_PER_DAY)
      throw new HttpError(429, readinessMessages.visitorLimit, undefined, {
        'Retry-After': '86400',
      })
    await trx
      .insertInto('checklist_emails')
      .values({
        id,
        email: email.trim(),
        recipient_reference: recipient,
        visitor_reference: visitorKey,
        answers,
        language,
        created_at: now.toISOString(),
        sent_at: null,
      })
      .execute()
    await enqueueOutbox(trx, 'checklist-email', { checklistEmailId: id }, now)
  })
  wakeOutboxWorker()
  return { id }
}

export async function findChecklistEmail(
  db: Kysely<Database>,
  id: string,
): Promise<ChecklistEmailRow | undefined> {
  return db.selectFrom('checklist_emails').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Once sent, the address is no longer needed: only its keyed hash stays, for the limit. */
export async function forgetChecklistAddress(db: Kysely<Database>, id: string, now: Date) {
  await db
    .updateTable('checklist_emails')
    .set({ email: null, sent_at: now.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** The checklist e-mails asked for an address, as a data-subject export shows them. */
export type ChecklistEmailRecord = {
  id: string
  answers: string
  language: string
  requestedAt: string
  sentAt: string | null
}

export async function checklistEmailsTo(
  db: Kysely<Database>,
  email: string,
): Promise<ChecklistEmailRecord[]> {
  const rows = await db
    .selectFrom('checklist_emails')
    .selectAll()
    .where('recipient_reference', '=', subjectReference(email))
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    answers: row.answers,
    language: row.language,
    requestedAt: row.created_at,
    sentAt: row.sent_at,
  }))
}
