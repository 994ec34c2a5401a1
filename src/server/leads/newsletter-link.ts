import 'server-only'
import { database, type AppDatabase } from '@/server/db/client'
import { log } from '@/server/log'

/**
 * Acts on the token of a newsletter e-mail link (confirm or unsubscribe) and returns what happened;
 * 'unavailable' when the database cannot be reached, in which case nothing has changed.
 */
export async function followNewsletterLink<Outcome extends string>(
  searchParams: Promise<{ token?: string | string[] }>,
  action: (db: AppDatabase['db'], token: string | undefined) => Promise<Outcome>,
): Promise<Outcome | 'unavailable'> {
  const { token } = await searchParams
  try {
    return await action(database().db, typeof token === 'string' ? token : undefined)
  } catch (error) {
    log.error({ err: error }, 'newsletter link could not be processed')
    return 'unavailable'
  }
}
