import { spawn, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { contactSubmissionSchema } from '@/lib/schemas/contact'
import { partnershipInquirySchema } from '@/lib/schemas/partnership'
import { newId } from '../ids'
import {
  backupFileName,
  backupSqliteDatabase,
  postgresBackupCommands,
  pruneBackups,
} from './backup'
import { openDatabase, sqlitePathFromUrl } from './client'
import { writeTransaction } from './group-commit'
import { recordChatExchange } from './repositories/chat'
import { insertContactSubmission } from './repositories/contact-submissions'
import { insertSubscriber, setSubscriberStatus } from './repositories/newsletter-subscribers'
import { enqueueOutbox } from './repositories/outbox'
import { insertPartnershipInquiry } from './repositories/partnership-inquiries'
import type { Database } from './schema'
import {
  appTables,
  createTestDatabase,
  type AppTable,
  type TestDatabase,
} from '../../../tests/support/test-databases'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function temporaryFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-backup-'))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  return folder
}

async function testDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const test = await createTestDatabase(kind)
  cleanups.push(() => test.destroy())
  return test
}

/** Leads of every kind, as the site's services write them: each with its outbox row. */
async function addLeads(db: Kysely<Database>, count: number) {
  const start = Date.parse('2026-01-01T00:00:00Z')
  const at = (index: number) => new Date(start + index * 1000)
  // Long messages make the database several megabytes, so the copy takes a while.
  const message = `Café 🚀 <b>"quoted"</b> O'Brien\t${'working capital for a bakery; '.repeat(120)}`
  await writeTransaction(db, async (trx) => {
    for (let index = 0; index < count; index += 1) {
      const contactId = newId(at(index).getTime())
      await insertContactSubmission(trx, {
        id: contactId,
        submittedAt: at(index),
        submission: contactSubmissionSchema.parse({
          firstName: 'Ada',
          lastName: `Lovelace ${index}`,
          email: `ada${index}@example.com`,
          phone: '+1 416 555 0100',
          company: index % 3 ? `Company ${index}` : '',
          message: `${index}: ${message}`,
        }),
      })
      await enqueueOutbox(trx, 'lead-email', { leadType: 'contact', leadId: contactId }, at(index))
    }
    for (let index = 0; index < count / 4; index += 1) {
      const inquiryId = newId(at(index).getTime())
      await insertPartnershipInquiry(trx, {
        id: inquiryId,
        submittedAt: at(index),
        inquiry: partnershipInquirySchema.parse({
          company: `Partner ${index}`,
          firstName: 'Grace',
          lastName: 'Hopper',
          email: `grace${index}@partner.example`,
          phone: '555-0101',
          partnershipType: index % 2 ? 'lender' : 'referral',
          partnershipGoals: message,
          consent: index % 2 === 0,
        }),
      })
      await enqueueOutbox(
        trx,
        'lead-webhook',
        { leadType: 'partnership', leadId: inquiryId },
        at(index),
      )
      const subscriberId = newId(at(index).getTime())
      await insertSubscriber(trx, {
        id: subscriberId,
        email: `Reader${index}@Example.com`,
        consentSource: 'footer-form',
        now: at(index),
      })
      if (index % 3) {
        await setSubscriberStatus(trx, subscriberId, index % 3 === 1 ? 'confirmed' : 'unsubscribed')
      }
    }
  })
  for (let index = 0; index < count / 20; index += 1) {
    const conversationId = newId(at(index).getTime())
    for (const turn of [0, 1]) {
      await recordChatExchange(db, {
        conversationId,
        userMessage: `Question ${turn} of ${index}: what do you fund?`,
        botMessage: message,
        userAt: at(index + turn * 2),
        botAt: at(index + turn * 2 + 1),
      })
    }
  }
}

type EveryRow = Record<AppTable, Record<string, unknown>[]>

/** The columns that tell a table's rows apart: its id, or the pair `chat_addresses` is keyed by. */
const keyColumns = (table: AppTable) =>
  table === 'chat_addresses' ? ['conversation_id', 'email_normalized'] : ['id']

const keyOf = (table: AppTable, row: Record<string, unknown>) =>
  keyColumns(table)
    .map((column) => String(row[column]))
    .join(' ')

async function readEveryRow(db: Kysely<Database>): Promise<EveryRow> {
  const rows = {} as EveryRow
  for (const table of appTables) {
    rows[table] = await db
      .selectFrom(table)
      .selectAll()
      .orderBy(keyColumns(table).map((column) => sql.ref(column)))
      .execute()
  }
  return rows
}

/**
 * Another process that commits a contact submission and its outbox row, in one transaction, as
 * fast as it can, as a busy server would. Its rows are numbered in the last part of their ids.
 * It never checkpoints, so its commits stay in the write-ahead log: a copy of the database file
 * alone would miss them.
 */
const writerProgram = `
const Database = require('better-sqlite3')
const db = new Database(process.argv[1], { fileMustExist: true })
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.pragma('busy_timeout = 5000')
db.pragma('wal_autocheckpoint = 0')
const insertLead = db.prepare("insert into contact_submissions (id, first_name, last_name, email, phone, company, message, submitted_at) values (?, 'Writer', 'Process', ?, '+1 416 555 0199', null, ?, ?)")
const insertOutbox = db.prepare("insert into outbox (id, kind, payload, attempts, next_attempt_at, created_at) values (?, 'lead-email', ?, 0, ?, ?)")
const commit = db.transaction((sequence) => {
  const number = String(sequence).padStart(12, '0')
  const now = new Date().toISOString()
  insertLead.run('00000000-0000-7000-8000-' + number, 'writer' + sequence + '@example.com', 'Lead ' + sequence, now)
  insertOutbox.run('00000000-0000-7000-9000-' + number, JSON.stringify({ leadType: 'contact', leadId: '00000000-0000-7000-8000-' + number }), now, now)
})
let sequence = 0
function writeSome() {
  for (let index = 0; index < 10; index += 1) commit(++sequence)
  if (sequence === 200) process.stdout.write('ready\\n')
  setImmediate(writeSome)
}
writeSome()
`

/** Starts the writer and resolves once it has committed 200 leads. */
async function startWriter(databaseFile: string): Promise<void> {
  const writer = spawn(process.execPath, ['-e', writerProgram, databaseFile], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => writer.once('exit', resolve))
  cleanups.push(async () => {
    writer.kill()
    await exited
  })
  await new Promise<void>((resolve, reject) => {
    writer.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve()
    })
    writer.once('exit', (code) => reject(new Error(`the writer stopped early (exit ${code})`)))
  })
}

const writerSequence = (id: string) => Number(id.slice(-12))
const isWriterLead = (row: Record<string, unknown>) =>
  String(row.id).startsWith('00000000-0000-7000-8000-')
const isWriterOutbox = (row: Record<string, unknown>) =>
  String(row.id).startsWith('00000000-0000-7000-9000-')

describe('SQLite backup', () => {
  it('copies every committed row, consistently, while another process keeps writing', async () => {
    const source = await testDatabase('sqlite')
    await addLeads(source.db, 2000)
    await startWriter(sqlitePathFromUrl(source.url))

    const before = await readEveryRow(source.db)
    const writtenBefore = before.contact_submissions.filter(isWriterLead).length
    const destination = path.join(temporaryFolder(), 'backup.db')
    const counts = await backupSqliteDatabase(sqlitePathFromUrl(source.url), destination)
    const writtenAfter = Number(
      (
        await source.db
          .selectFrom('contact_submissions')
          .select((eb) => eb.fn.countAll().as('total'))
          .where('first_name', '=', 'Writer')
          .executeTakeFirstOrThrow()
      ).total,
    )
    expect(writtenAfter).toBeGreaterThan(writtenBefore)

    // The backup is one file, with no write-ahead log beside it.
    expect(existsSync(`${destination}-wal`)).toBe(false)
    const copy = openDatabase(`file:${destination}`)
    cleanups.push(() => copy.db.destroy())
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
      copy.db,
    )
    expect(integrity.rows).toEqual([{ integrity_check: 'ok' }])

    const copied = await readEveryRow(copy.db)
    for (const table of appTables) {
      const committedBefore = new Set(before[table].map((row) => keyOf(table, row)))
      expect(
        copied[table].filter((row) => committedBefore.has(keyOf(table, row))),
        table,
      ).toEqual(before[table])
      expect(counts.find((count) => count.table === table)?.rows, table).toBe(copied[table].length)
    }
    expect(before.contact_submissions.length - writtenBefore).toBe(2000)
    expect(before.partnership_inquiries).toHaveLength(500)
    expect(before.newsletter_subscribers).toHaveLength(500)
    expect(before.chat_messages).toHaveLength(400)

    // A snapshot: the writer's leads 1..n with their outbox rows, no gap, nothing half-written.
    const writerLeads = copied.contact_submissions.filter(isWriterLead)
    const leadNumbers = writerLeads.map((row) => writerSequence(String(row.id)))
    const outboxNumbers = copied.outbox
      .filter(isWriterOutbox)
      .map((row) => writerSequence(String(row.id)))
    expect(leadNumbers).toEqual(Array.from({ length: leadNumbers.length }, (_, i) => i + 1))
    expect(outboxNumbers).toEqual(leadNumbers)
    expect(leadNumbers.length).toBeGreaterThanOrEqual(writtenBefore)
    expect(leadNumbers.length).toBeLessThanOrEqual(writtenAfter)
    expect(copied.contact_submissions.length).toBe(2000 + leadNumbers.length)
  }, 60_000)

  it('refuses to overwrite a file or to copy a database that does not exist', async () => {
    const source = await testDatabase('sqlite')
    const folder = temporaryFolder()
    await backupSqliteDatabase(sqlitePathFromUrl(source.url), path.join(folder, 'first.db'))
    await expect(
      backupSqliteDatabase(sqlitePathFromUrl(source.url), path.join(folder, 'first.db')),
    ).rejects.toThrow('already exists')
    await expect(
      backupSqliteDatabase(path.join(folder, 'missing.db'), path.join(folder, 'second.db')),
    ).rejects.toThrow('There is no SQLite database')
  })
})

describe('backup pruning', () => {
  it('deletes the backups of this database taken before the cutoff, by the time in their names', () => {
    const folder = temporaryFolder()
    const now = new Date('2026-06-15T12:00:00.000Z')
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
    const names = {
      old: backupFileName('/srv/data/app.db', daysAgo(45)),
      justOld: backupFileName('/srv/data/app.db', new Date(daysAgo(30).getTime() - 1000)),
      recent: backupFileName('/srv/data/app.db', daysAgo(29)),
      today: backupFileName('/srv/data/app.db', now),
      otherDatabase: backupFileName('/srv/data/e2e.db', daysAgo(45)),
      namedByHand: 'app-before-upgrade.db',
      notes: 'app-20200101T000000Z.txt',
    }
    expect(names.old).toBe('app-20260501T120000Z.db')
    for (const name of Object.values(names)) writeFileSync(path.join(folder, name), 'backup')

    const pruned = pruneBackups(folder, '/srv/data/app.db', daysAgo(30))
    expect(pruned.map((file) => path.basename(file)).sort()).toEqual(
      [names.justOld, names.old].sort(),
    )
    expect(readdirSync(folder).sort()).toEqual(
      [names.namedByHand, names.notes, names.otherDatabase, names.recent, names.today].sort(),
    )
    expect(pruneBackups(path.join(folder, 'missing'), '/srv/data/app.db', now)).toEqual([])
  })
})

function findPostgresTool(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/lib/postgresql/15/bin']
  return folders.map((folder) => path.join(folder, name)).find((file) => existsSync(file))
}

const pgDump = findPostgresTool('pg_dump')
const pgRestore = findPostgresTool('pg_restore')
const postgresSkipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !pgDump || !pgRestore
    ? 'pg_dump or pg_restore is not installed'
    : undefined

describe.skipIf(postgresSkipReason)(
  `PostgreSQL backup${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    it('restores every row with the README commands', async () => {
      const source = await testDatabase('postgres')
      await addLeads(source.db, 400)
      const before = await readEveryRow(source.db)
      const file = path.join(temporaryFolder(), 'backup.dump')
      execFileSync(pgDump!, postgresBackupCommands(source.url, file).dump)

      const target = await testDatabase('postgres')
      execFileSync(pgRestore!, postgresBackupCommands(target.url, file).restore)
      expect(await readEveryRow(target.db)).toEqual(before)
      expect(before.contact_submissions).toHaveLength(400)
      expect(before.outbox).toHaveLength(500)
    }, 60_000)
  },
)
