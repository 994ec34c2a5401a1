import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { FundingInputError } from '@/lib/funding-math'
import { disclosureRows, type DisclosureRow } from '@/lib/offer-disclosure-rows'
import { isOfferKind, offerDisclosure } from '@/lib/offer-math'
import { offerSchema } from '@/lib/schemas/offer-lead'
import {
  OFFERS_VERSION,
  type ContactSubmissionRecord,
  type StoredOffers,
} from '../db/repositories/contact-submissions'

/**
 * The offers of a lead sent from the offer check, as the team reads them (issue 38, decision
 * 0034): one column an offer, the standard disclosure's rows, recomputed from the terms as they
 * were sent by the offer maths of today, in the words of the public box (`disclosureRows`).
 */

/** The language of the admin area, in which the team reads the offers. */
const TEAM_LANGUAGE: Locale = 'en'

/** The disclosure's rows the table shows, after the kind of offer; the questions to ask apart. */
const TABLE_ROWS = [
  'amountFunded',
  'amountReceived',
  'financeCharge',
  'totalRepayment',
  'apr',
  'payments',
  'term',
] as const satisfies DisclosureRow['key'][]

export type OfferTableCell = { value: string; detail?: string }

export type OfferTable = {
  caption: string
  /** One heading an offer, in the order they were sent. */
  offers: string[]
  /** Each row's cells, one an offer; null where an offer does not compute. */
  rows: { key: string; label: string; cells: (OfferTableCell | null)[] }[]
  /** What could not be worked out, each in a sentence. */
  notes: string[]
}

export function offerTableOf(stored: StoredOffers, locale: Locale = TEAM_LANGUAGE): OfferTable {
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'OfferLead.table' })
  const kinds = createTranslator({ locale, messages, namespace: 'OfferLead.kinds' })
  const words = createTranslator({ locale, messages, namespace: 'Calculator' })
  const caption = t('caption')
  if (stored.version !== OFFERS_VERSION) {
    return {
      caption,
      offers: [],
      rows: [],
      notes: [t('unknownVersion', { version: stored.version })],
    }
  }

  const notes: string[] = []
  const columns = stored.offers.map((sent, index) => {
    const number = index + 1
    const kind = (sent as { kind?: unknown } | null)?.kind
    const kindCell = typeof kind === 'string' && isOfferKind(kind) ? { value: kinds(kind) } : null
    const offer = offerSchema.safeParse(sent)
    if (!offer.success) {
      notes.push(t('unreadable', { number }))
      return { kind: kindCell, rows: undefined }
    }
    try {
      const rows = disclosureRows(offerDisclosure(offer.data), words, locale)
      return { kind: kindCell, rows: new Map(rows.map((row) => [row.key, row])) }
    } catch (error) {
      if (!(error instanceof FundingInputError)) throw error
      notes.push(t('notComputed', { number, message: words(`limits.${error.limit}`) }))
      return { kind: kindCell, rows: undefined }
    }
  })

  return {
    caption,
    offers: stored.offers.map((_, index) => t('offer', { number: index + 1 })),
    rows: [
      { key: 'kind', label: t('kind'), cells: columns.map((column) => column.kind) },
      ...TABLE_ROWS.map((key) => ({
        key,
        label: words(`disclosure.rows.${key}`),
        cells: columns.map((column) => {
          const row = column.rows?.get(key)
          if (!row) return null
          return {
            value: String(row.value),
            ...(row.detail ? { detail: row.detail } : {}),
          }
        }),
      })),
    ],
    notes,
  }
}

/**
 * Each offer in a line, as the team's e-mail and the CSV state them: its kind, amount and
 * estimated APR; then what could not be worked out.
 */
export function offerSummaries(stored: StoredOffers): string[] {
  const table = offerTableOf(stored)
  const cell = (key: string, index: number) =>
    table.rows.find((row) => row.key === key)?.cells[index]?.value ?? '—'
  return [
    ...table.offers.map(
      (heading, index) =>
        `${heading}: ${cell('kind', index)}, ${cell('amountFunded', index)} funded, estimated APR ${cell('apr', index)}`,
    ),
    ...table.notes,
  ]
}

/** A contact lead for the team's detail view: with its offers' table when it has offers. */
export function withOfferTable(
  record: ContactSubmissionRecord | undefined,
): (ContactSubmissionRecord & { offerTable?: OfferTable }) | undefined {
  return record?.offers ? { ...record, offerTable: offerTableOf(record.offers) } : record
}
