import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { FundingInputError } from '@/lib/funding-math'
import { offerDisclosure, type Offer } from '@/lib/offer-math'
import { fieldErrors } from '@/lib/schemas/fields'
import { MAX_OFFERS, offerLeadContactSchema, offerSchema } from '@/lib/schemas/offer-lead'
import type { ContactLeadInput } from '../db/repositories/contact-submissions'
import { HttpError } from '../http/errors'

/** The general answer to a form with fields in error (docs/product.md, Messages). */
const CHECK_FIELDS = 'Please check the highlighted fields and try again.'

/**
 * What a visitor sent from the offer check, checked the way the offer check checks it (decision
 * 0034): the contact fields by the send form's schema, each offer's shape by `offerSchema`, and
 * its figures by the offer maths, which recomputes the offer (a figure the page worked out is
 * never read). Anything wrong is a 400 whose `fields` name each field in error (`offers.1.factor`
 * for the second offer's factor) in the page's language, and whose `error` says what to do: with
 * an offer in error, which offer and what to enter, since the send form does not show offers'
 * fields. The consent is required, and not stored: every offer lead was sent with it.
 */
export function readOfferLead(body: Record<string, unknown>, locale: Locale): ContactLeadInput {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'OfferLead' })
  const limits = createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: 'Calculator.limits',
  })
  const contact = offerLeadContactSchema.safeParse(body)
  const fields: Record<string, string> = contact.success ? {} : fieldErrors(contact.error)
  let offerError: string | undefined

  const offers: Offer[] = []
  const sent = body.offers
  if (!Array.isArray(sent) || sent.length < 1 || sent.length > MAX_OFFERS) {
    offerError = t('errors.count')
    fields.offers = offerError
  } else {
    sent.forEach((item: unknown, index) => {
      const number = index + 1
      const shaped = offerSchema.safeParse(item)
      if (!shaped.success) {
        fields[`offers.${index}`] = t('errors.unreadable', { number })
        offerError ??= fields[`offers.${index}`]
        return
      }
      try {
        offerDisclosure(shaped.data)
        offers.push(shaped.data)
      } catch (error) {
        if (!(error instanceof FundingInputError)) throw error
        const message = limits(error.limit)
        fields[`offers.${index}.${error.field}`] = message
        offerError ??= t('errors.offer', { number, message })
      }
    })
  }

  if (!contact.success || offerError !== undefined) {
    // Field messages of the contact part are the forms' English, put in the page's language as
    // every answer's are (`inRequestLanguage`); the offers' are already in it.
    throw new HttpError(400, offerError ?? CHECK_FIELDS, fields)
  }
  const { consent: _consent, ...submission } = contact.data
  return { ...submission, offers }
}
