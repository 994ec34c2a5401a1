import { database } from '@/server/db/client'
import type { AppDatabase } from '@/server/db/client'
import { log } from '@/server/log'
import { LinkOutcome, type LinkOutcomeTone } from './link-outcome'
import { unavailableOutcome } from './outcomes'

type OutcomeText = { tone: LinkOutcomeTone; title: string; message: string }

/**
 * A page opened from a newsletter e-mail link: acts on the token (confirm or unsubscribe) and says
 * what happened; if the database cannot be reached, says so without changing anything.
 */
export async function NewsletterLinkPage<Outcome extends string>({
  searchParams,
  action,
  outcomes,
}: {
  searchParams: Promise<{ token?: string | string[] }>
  action: (db: AppDatabase['db'], token: string | undefined) => Promise<Outcome>
  outcomes: Record<Outcome, OutcomeText>
}) {
  const { token } = await searchParams
  let outcome: OutcomeText
  try {
    outcome = outcomes[await action(database().db, typeof token === 'string' ? token : undefined)]
  } catch (error) {
    log.error({ err: error }, 'newsletter link could not be processed')
    outcome = unavailableOutcome
  }
  return <LinkOutcome {...outcome} />
}
