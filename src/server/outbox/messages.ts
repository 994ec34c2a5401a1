import 'server-only'
import { site } from '@/content/site'
import { createTranslator } from 'next-intl'
import { languageName, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { offerSummaries } from '../admin/offer-table'
import type { ContactSubmissionRecord, StoredOffers } from '../db/repositories/contact-submissions'
import type { PartnershipInquiryRecord } from '../db/repositories/partnership-inquiries'
import type { MailMessage } from './mailer'
import { pathIn } from '@/content/french-routes'
import { toolPath } from '@/content/tools'
import { contentIn } from '@/i18n/content'
import { placeChecklist, readAnswers, readinessResult } from '@/lib/readiness'
import { answerLines } from '../leads/checklist-email'
import { articleHrefsIn } from '../content/french-articles'

/** The language a lead was written in, so the team answers in it (decision 0028). */
const languageLine = (language: string): [string, string] => [
  'Language',
  `${languageName(language)} (the form's page)`,
]

function lines(entries: [string, string | undefined][]): string {
  return entries
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')
}

/** The offers of a lead sent from the offer check, a line each; the table is in its details. */
function offerLines(stored: StoredOffers | undefined): string[] {
  if (!stored) return []
  return [
    '',
    `Offers sent from the offer check (${stored.offers.length}; side by side in the lead's details):`,
    ...offerSummaries(stored),
  ]
}

/** The company's name and postal address, as every e-mail to a visitor signs it. */
const postalAddress = () =>
  `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`

/** A readiness lead's answers, question by question, in English (the team's language). */
function readinessLines(lead: ContactSubmissionRecord): string[] {
  if (!lead.readinessAnswers) return []
  return ['', 'Readiness check answers:', ...answerLines(lead.readinessAnswers)]
}

export function contactLeadEmail(
  to: string,
  lead: ContactSubmissionRecord,
  language: string,
): MailMessage {
  const fromReadiness = Boolean(lead.readinessAnswers)
  return {
    to,
    subject: fromReadiness
      ? `New readiness check lead from ${lead.firstName} ${lead.lastName}`
      : `New contact message from ${lead.firstName} ${lead.lastName}`,
    text: [
      fromReadiness
        ? 'A visitor sent their readiness check answers on the website and asked to be contacted.'
        : 'A visitor sent the contact form on the website.',
      '',
      lines([
        ['Name', `${lead.firstName} ${lead.lastName}`],
        ['E-mail', lead.email],
        ['Phone', lead.phone],
        ['Company', lead.company],
        languageLine(language),
        ['Received', lead.submittedAt],
        ['Reference', lead.id],
      ]),
      '',
      'Message:',
      lead.message ?? '(none)',
      ...offerLines(lead.offers),
      ...readinessLines(lead),
    ].join('\n'),
  }
}

export function partnershipLeadEmail(
  to: string,
  lead: PartnershipInquiryRecord,
  language: string,
): MailMessage {
  return {
    to,
    subject: `New partnership inquiry (${lead.partnershipType}) from ${lead.company}`,
    text: [
      'A visitor sent a partnership inquiry on the website.',
      '',
      lines([
        ['Company', lead.company],
        ['Name', `${lead.firstName} ${lead.lastName}`],
        ['Job title', lead.jobTitle],
        ['E-mail', lead.email],
        ['Phone', lead.phone],
        ['Partnership type', lead.partnershipType],
        ['Business', lead.businessDescription],
        ['Funding range', lead.fundingRange],
        ['Client volume', lead.clientVolume],
        ['Consent to contact', lead.consent ? 'yes' : 'no'],
        languageLine(language),
        ['Received', lead.submittedAt],
        ['Reference', lead.id],
      ]),
      '',
      'Comments:',
      lead.partnershipGoals,
    ].join('\n'),
  }
}

/** The confirmation e-mail of a subscription, in the language of the page it was made on. */
export function newsletterConfirmationEmail({
  to,
  confirmUrl,
  unsubscribeUrl,
  locale,
}: {
  to: string
  confirmUrl: string
  unsubscribeUrl: string
  locale: Locale
}): MailMessage {
  const t = createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: 'NewsletterEmail',
  })
  return {
    to,
    subject: t('subject', { brand: site.name }),
    text: [
      t('hello'),
      '',
      t('asked', { brand: site.name }),
      t('confirm'),
      '',
      confirmUrl,
      '',
      t('ignore'),
      '',
      t('unsubscribe', { url: unsubscribeUrl }),
      '',
      `${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

export function teamInvitationEmail({
  to,
  role,
  acceptUrl,
  expiresAt,
}: {
  to: string
  role: string
  acceptUrl: string
  expiresAt: string
}): MailMessage {
  const expires = `${expiresAt.slice(0, 16).replace('T', ' ')} UTC`
  return {
    to,
    subject: `You are invited to the ${site.name} team area`,
    text: [
      'Hello,',
      '',
      `An owner of the ${site.name} team invited you to the team area as ${role === 'owner' ? 'an owner' : 'a member'}.`,
      'Choose your password and set up two-factor authentication here:',
      '',
      acceptUrl,
      '',
      `The link works once, until ${expires}. If you did not expect it, ignore this message.`,
    ].join('\n'),
  }
}

/**
 * The readiness checklist asked for on the site (issue 39), in the language of the page it was
 * asked on: written here from the answers alone (never from text the request carried), with who
 * sends it and why, and that nothing else follows (CASL: a one-off message sent on request).
 */
export function checklistEmail({
  to,
  answers,
  locale,
  siteUrl,
}: {
  to: string
  answers: string
  locale: Locale
  siteUrl: string
}): MailMessage {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'Readiness' })
  const content = contentIn(locale)
  const read = readAnswers(answers)
  const result = readinessResult(read, {
    text: content.readiness,
    articleHrefs: articleHrefsIn(locale),
  })
  const documentLine = (document: { have: boolean; label: string; detail: string }) =>
    `${document.have ? t('email.haveMark') : t('email.toPrepareMark')} ${document.label} ${document.detail}`
  const products = Object.fromEntries(
    content.financialProducts.map((product) => [product.id, product.title]),
  )
  const address = `${siteUrl}${pathIn(locale, toolPath('funding-readiness'))}?${answers}`
  const placeTitle = t(`checklistPlace.${result.place ?? 'unknown'}`)
  return {
    to,
    subject: t('email.subject', { brand: site.name }),
    text: [
      t('email.hello'),
      '',
      t('email.why', { brand: site.name }),
      '',
      content.readiness.disclaimer,
      '',
      result.products.length
        ? t('email.products', {
            products: result.products.map(({ product }) => products[product]).join(', '),
          })
        : t('email.noProducts'),
      '',
      placeTitle,
      ...result.products.flatMap(({ product, checklist }) => [
        '',
        t('email.checklistFor', { product: products[product]! }),
        ...checklist.map(documentLine),
      ]),
      // While no product stands out: what every lender asks for in the place.
      ...(result.products.length
        ? []
        : ['', ...placeChecklist(read, { text: content.readiness }).map(documentLine)]),
      '',
      t('email.steps'),
      ...result.steps.map(
        (step, index) => `${index + 1}. ${step.title} ${step.detail} ${siteUrl}${step.href}`,
      ),
      '',
      t('email.answersFrom'),
      address,
      '',
      t('email.sender', {
        legalName: site.legalName,
        address: postalAddress(),
        support: site.supportEmail,
      }),
    ].join('\n'),
  }
}
