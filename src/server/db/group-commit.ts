import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from './schema'

type Work<Result> = (trx: Kysely<Database>) => Promise<Result>
/** Answers a caller, once the transaction its write ran in has committed. */
type Answer = () => void
type Waiting = { run: Work<Answer>; reject: (error: unknown) => void }

const grouped = new WeakMap<Kysely<Database>, Waiting[]>()

/** Marks a database whose writes should share commits (SQLite: one connection, one fsync per commit). */
export function enableGroupCommit(db: Kysely<Database>) {
  grouped.set(db, [])
}

async function commitTogether(db: Kysely<Database>, batch: Waiting[]) {
  try {
    const answers = await db.transaction().execute(async (trx) => {
      const ready: Answer[] = []
      for (const { run } of batch) ready.push(await run(trx))
      return ready
    })
    answers.forEach((answer) => answer())
  } catch {
    // One failing write must not take the others with it: each gets its own transaction.
    for (const { run, reject } of batch) {
      await db
        .transaction()
        .execute(run)
        .then((answer) => answer(), reject)
    }
  }
}

/**
 * Runs `work` in a transaction and resolves with its result once it is committed: the one way
 * the site opens a transaction. On a group-commit database the writes that arrive in the same turn
 * of the event loop share one transaction, so under load one fsync makes many leads durable; each
 * caller still hears back only after that commit.
 */
export function writeTransaction<Result>(
  db: Kysely<Database>,
  work: Work<Result>,
): Promise<Result> {
  const queue = grouped.get(db)
  if (!queue) return db.transaction().execute(work)
  return new Promise<Result>((resolve, reject) => {
    // The caller hears the result of the run that was committed, and only after the commit.
    const run = async (trx: Kysely<Database>): Promise<Answer> => {
      const result = await work(trx)
      return () => resolve(result)
    }
    queue.push({ run, reject })
    if (queue.length === 1) {
      setImmediate(() => void commitTogether(db, queue.splice(0)))
    }
  })
}
