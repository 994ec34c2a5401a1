import { z } from '@/lib/zod'
import { INSTALLMENT_FREQUENCIES, type Offer } from '@/lib/offer-math'
import { contactSubmissionSchema } from './contact'
import { limits, optionalText } from './fields'

/**
 * What POST /api/offer-check accepts (issue 38, item 4; decision 0034): the contact form's fields,
 * the visitor's consent, and the offers of the offer check as `Offer` values of
 * src/lib/offer-math.ts. The shapes are checked here; the figures are checked on the server by the
 * offer maths itself, which recomputes each offer and never reads a figure the page worked out.
 */

/** The most offers the offer check compares, and so sends. */
export const MAX_OFFERS = 3

export const offerLeadMessages = {
  consent: 'Please tick the box so that our team may contact you about these offers',
} as const

/**
 * The send form's fields: the contact form's, the message optional (the offers say what the lead
 * is about), and a consent that must be given: nothing is sent without it.
 */
export const offerLeadContactSchema = contactSubmissionSchema.extend({
  message: optionalText(limits.message),
  consent: z.literal(true, { error: offerLeadMessages.consent }),
})

export type OfferLeadFormValues = Omit<z.input<typeof offerLeadContactSchema>, 'consent'> & {
  consent: boolean
}
export type OfferLeadContact = z.output<typeof offerLeadContactSchema>

/** A figure: a finite number (JSON carries no NaN or infinity; a string is not a figure). */
const figure = z.number()

const fee = z.object({ unit: z.enum(['percent', 'dollars']), value: figure })

/** What every offer may state; unknown properties are dropped, never stored. */
const terms = {
  amount: figure,
  withheldFee: fee.optional(),
  addedFee: fee.optional(),
  useMonths: figure.optional(),
  renewsExisting: z.boolean().optional(),
}

const rate = z.object({ by: z.literal('rate'), rate: figure })
const factor = z.object({ by: z.literal('factor'), factor: figure })
const total = z.object({ by: z.literal('total'), total: figure })
const payment = z.object({ by: z.literal('payment'), payment: figure })

const installmentOffer = z.object({
  ...terms,
  kind: z.enum(['termLoan', 'lineOfCredit']),
  price: z.discriminatedUnion('by', [rate, factor, total, payment]),
  schedule: z.discriminatedUnion('frequency', [
    z.object({
      frequency: z.enum(INSTALLMENT_FREQUENCIES),
      term: figure,
      termUnit: z.enum(['months', 'payments']),
    }),
    z.object({ frequency: z.literal('once'), days: figure }),
  ]),
})

const salesBasedOffer = z.object({
  ...terms,
  kind: z.literal('salesBased'),
  price: z.discriminatedUnion('by', [factor, total]),
  repayment: z.discriminatedUnion('by', [
    z.object({ by: z.enum(['daily', 'weekly']), payment: figure, sales: figure.optional() }),
    z.object({ by: z.literal('holdback'), holdback: figure, sales: figure }),
  ]),
})

const factoringOffer = z.object({
  ...terms,
  kind: z.literal('factoring'),
  advanceRate: figure,
  discount: figure,
  days: figure,
})

/** One offer's terms, shaped as `Offer`; whether its figures can be worked with is not checked here. */
export const offerSchema: z.ZodType<Offer> = z.discriminatedUnion('kind', [
  installmentOffer,
  salesBasedOffer,
  factoringOffer,
])
