import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from './schema'

type Work = (trx: Kysely<Database>) => Promise<void>
type Waiting = { work: Work; resolve: () => void; reject: (error: unknown) => void }

const grouped = new WeakMap<Kysely<Database>, Waiting[]>()

/** Marks a database whose writes should share commits (SQLite: one connection, one fsync per commit). */
export function enableGroupCommit(db: Kysely<Database>) {
  grouped.set(db, [])
}

async function commitTogether(db: Kysely<Database>, batch: Waiting[]) {
  try {
    await db.transaction().execute(async (trx) => {
      for (const { work } of batch) await work(trx)
    })
    batch.forEach(({ resolve }) => resolve())
  } catch {
    // One failing write must not take the others with it: each gets its own transaction.
    for (const { work, resolve, reject } of batch) {
      await db.transaction().execute(work).then(resolve, reject)
    }
  }
}

/**
 * Runs `work` in a transaction and resolves once it is committed. On a group-commit database the
 * writes that arrive in the same turn of the event loop share one transaction, so under load one
 * fsync makes many leads durable; each caller still hears back only after that commit.
 */
export function writeTransaction(db: Kysely<Database>, work: Work): Promise<void> {
  const queue = grouped.get(db)
  if (!queue) return db.transaction().execute(work)
  return new Promise<void>((resolve, reject) => {
    queue.push({ work, resolve, reject })
    if (queue.length === 1) {
      setImmediate(() => void commitTogether(db, queue.splice(0)))
    }
  })
}
