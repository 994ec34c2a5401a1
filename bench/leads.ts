/**
 * What the lead benchmarks share: submissions with unique markers, a database of either kind, a
 * stand-in mail server that remembers which leads it was told about, and the final count of
 * accepted, stored and delivered leads.
 */
import { execFileSync } from 'node:child_process'
import type autocannon from 'autocannon'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { openDatabase, type DatabaseKind } from '../src/server/db/client'
import { readableMail, startSmtpSink, type SmtpSink } from '../tests/support/smtp-sink'

export type LeadType = 'contact' | 'partnership'

export const leadPaths: Record<LeadType, string> = {
  contact: '/api/contact',
  partnership: '/api/partnerships',
}

type MarkerContext = { marker?: string }

/**
 * autocannon requests for both forms, each submission carrying its own marker, with the answers
 * counted: `statuses` by status, `accepted` the id each 201 answered mapped to its marker, `cutShort`
 * the 201s whose body a kill cut off.
 * `onAnswer` runs after every answer (the cluster benchmark kills an instance from there).
 */
export function markedLeadRequests(prefix: string, onAnswer: () => void = () => {}) {
  const runId = Date.now().toString(36)
  let sequence = 0
  const accepted = new Map<string, string>()
  const statuses = new Map<number, number>()
  // A 201 whose body a kill cut short: the visitor never read that the lead was received, so it
  // is not counted as accepted (the lead may or may not be stored).
  const cutShort = { count: 0 }
  const request = (type: LeadType): autocannon.Request => ({
    method: 'POST',
    path: leadPaths[type],
    headers: { 'content-type': 'application/json' },
    setupRequest(request, context: MarkerContext) {
      sequence += 1
      context.marker = `${prefix}-${runId}-${sequence}`
      return { ...request, body: leadBody(type, context.marker) }
    },
    onResponse(status, body, context: MarkerContext) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 201 && context.marker) {
        const id = idIn(body)
        if (id) accepted.set(id, context.marker)
        else cutShort.count += 1
      }
      onAnswer()
    },
  })
  return { requests: [request('contact'), request('partnership')], accepted, statuses, cutShort }
}

/** The id a whole 201 answer names; undefined when the answer was cut short. */
function idIn(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { id?: string }).id
  } catch {
    return undefined
  }
}

/** A valid submission of either form whose free-text field carries `marker`. */
export function leadBody(type: LeadType, marker: string): string {
  return JSON.stringify(
    type === 'contact'
      ? {
          firstName: 'Load',
          lastName: 'Test',
          email: 'load@example.com',
          phone: '555-0100',
          company: 'Bench',
          message: `Benchmark submission ${marker}`,
        }
      : {
          company: 'Bench Lending',
          firstName: 'Load',
          lastName: 'Test',
          email: 'partner@example.com',
          phone: '555-0101',
          partnershipType: 'lender',
          businessDescription: 'Benchmark lender',
          partnershipGoals: `Benchmark submission ${marker}`,
          consent: true,
        },
  )
}

export type BenchDatabase = { kind: DatabaseKind; url: string; stop(): void }

/** The databases named on the command line (`sqlite`, `postgres`), both when none is. */
export function databaseKindsFromArguments(): DatabaseKind[] {
  const named = process.argv
    .slice(2)
    .filter((name): name is DatabaseKind => ['sqlite', 'postgres'].includes(name))
  return named.length ? named : ['sqlite', 'postgres']
}

export function databaseLabel(kind: DatabaseKind): string {
  return kind === 'sqlite' ? 'SQLite (embedded)' : 'PostgreSQL 15'
}

/**
 * A fresh database for one run: a SQLite file under data/, or a throwaway PostgreSQL 15 cluster
 * (scripts/test-postgres.sh, with fsync on, as a real deployment would run it).
 */
export function createBenchDatabase(kind: DatabaseKind, name: string): BenchDatabase {
  if (kind === 'sqlite') {
    const folder = path.resolve('data', name)
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
    return { kind, url: `file:${path.join(folder, 'leads.db')}`, stop: () => {} }
  }
  const env = {
    ...process.env,
    TEST_POSTGRES_PORT: '25832',
    TEST_POSTGRES_DIR: `/tmp/${name}-postgres`,
    TEST_POSTGRES_FSYNC: 'on',
  }
  const url = execFileSync('bash', ['scripts/test-postgres.sh', 'start'], { env }).toString().trim()
  return {
    kind,
    url,
    stop: () => execFileSync('bash', ['scripts/test-postgres.sh', 'stop'], { env }),
  }
}

/** A mail server that records, per lead id, how many team e-mails named it. */
export async function startLeadMailbox(
  port: number,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<SmtpSink & { mailsPerLead: Map<string, number>; receiving: () => number }> {
  const mailsPerLead = new Map<string, number>()
  let receiving = 0
  const sink = await startSmtpSink(port, async (raw) => {
    receiving += 1
    try {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      const reference = /^Reference: (\S+)$/m.exec(readableMail(raw.toString('utf8')))?.[1]
      if (reference) mailsPerLead.set(reference, (mailsPerLead.get(reference) ?? 0) + 1)
    } finally {
      receiving -= 1
    }
  })
  return { ...sink, mailsPerLead, receiving: () => receiving }
}

/** What is in the database for the accepted leads (id to marker). */
export async function countStoredLeads(databaseUrl: string, accepted: Map<string, string>) {
  const { db } = openDatabase(databaseUrl)
  try {
    const contacts = await db.selectFrom('contact_submissions').select(['id', 'message']).execute()
    const partnerships = await db
      .selectFrom('partnership_inquiries')
      .select(['id', 'partnership_goals as message'])
      .execute()
    const storedMessages = new Map(
      [...contacts, ...partnerships].map((row) => [row.id, row.message]),
    )
    let stored = 0
    for (const [id, marker] of accepted) {
      if (storedMessages.get(id)?.endsWith(marker)) stored += 1
    }
    const pending = await db
      .selectFrom('outbox')
      .select(sql<number>`count(*)`.as('count'))
      .where('delivered_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirstOrThrow()
    return { stored, rows: storedMessages.size, pendingDeliveries: Number(pending.count) }
  } finally {
    await db.destroy()
  }
}

/** Waits until the outbox has nothing left to deliver (or the time is up). */
export async function waitForDeliveries(databaseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { pendingDeliveries } = await countStoredLeads(databaseUrl, new Map())
    if (pendingDeliveries === 0 || Date.now() > deadline) return pendingDeliveries
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/** How many accepted leads got at least one team e-mail, and how many got more than one. */
export function countDelivered(accepted: Map<string, string>, mailsPerLead: Map<string, number>) {
  let delivered = 0
  let duplicated = 0
  for (const id of accepted.keys()) {
    const mails = mailsPerLead.get(id) ?? 0
    if (mails > 0) delivered += 1
    if (mails > 1) duplicated += 1
  }
  return { delivered, duplicated }
}
