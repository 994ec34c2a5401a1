import 'server-only'
import type { Kysely } from 'kysely'
import { site } from '@/content/site'
import { NO_SOURCE, sourceName } from '@/lib/visit-source'
import type { Database } from '../db/schema'
import type { MailMessage } from '../outbox/mailer'
import { addDays, startOfDayIn } from '../team-time'

/** What the morning digest reports (src/server/leads/lead-digest.ts): counts only. */

export type DigestCounts = {
  day: string
  contacts: number
  partnerships: number
  bySource: { source: string; leads: number }[]
  stillNew: number
}

/** The counts the digest of `day` reports (Spam left out). */
export async function digestCounts(
  db: Kysely<Database>,
  day: string,
  timeZone: string,
): Promise<DigestCounts> {
  const from = startOfDayIn(timeZone, day).toISOString()
  const to = startOfDayIn(timeZone, addDays(day, 1)).toISOString()
  const tables = ['contact_submissions', 'partnership_inquiries'] as const
  const [contacts, partnerships] = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .select(['first_utm_source', 'first_referrer_host'])
        .where('submitted_at', '>=', from)
        .where('submitted_at', '<', to)
        .where('status', '!=', 'spam')
        .execute(),
    ),
  )
  const sources = new Map<string, number>()
  for (const lead of [...contacts!, ...partnerships!]) {
    const source = sourceName(lead.first_utm_source, lead.first_referrer_host) ?? NO_SOURCE
    sources.set(source, (sources.get(source) ?? 0) + 1)
  }
  const stillNew = await Promise.all(
    tables.map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .where('status', '=', 'new')
            .executeTakeFirstOrThrow()
        ).total,
      ),
    ),
  )
  return {
    day,
    contacts: contacts!.length,
    partnerships: partnerships!.length,
    bySource: [...sources]
      .map(([source, leads]) => ({ source, leads }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source)),
    stillNew: stillNew.reduce((sum, count) => sum + count, 0),
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The digest e-mail: counts only, and the way to the admin area. */
export function leadDigestEmail(
  to: string[],
  counts: DigestCounts,
  { siteUrl, timeZone }: { siteUrl: string; timeZone: string },
): MailMessage {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${counts.day}T12:00:00Z`))
  const total = counts.contacts + counts.partnerships
  return {
    to: to.join(', '),
    subject: `${site.name} leads for ${date}: ${total} new`,
    text: [
      `Leads received on ${date} (${timeZone} time), Spam left out:`,
      '',
      `Contact form: ${counts.contacts}`,
      `Partnership inquiries: ${counts.partnerships}`,
      '',
      'By source (first visit):',
      ...(counts.bySource.length
        ? counts.bySource.map(({ source, leads }) => `  ${source}: ${leads}`)
        : ['  none']),
      '',
      `Still New, all days: ${plural(counts.stillNew, 'lead', 'leads')}`,
      '',
      `Work them in the team area: ${siteUrl}/admin`,
    ].join('\n'),
  }
}
