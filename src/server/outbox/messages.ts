import 'server-only'
import { site } from '@/content/site'
import { createTranslator } from 'next-intl'
import { languageName, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { offerSummaries } from '../admin/offer-table'
import type { ContactSubmissionRecord, StoredOffers } from '../db/repositories/contact-submissions'
import type { PartnershipInquiryRecord } from '../db/repositories/partnership-inquiries'
import type { MailMessage } from './mailer'

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

export function contactLeadEmail(
  to: string,
  lead: ContactSubmissionRecord,
  language: string,
): MailMessage {
  return {
    to,
    subject: `New contact message from ${lead.firstName} ${lead.lastName}`,
    text: [
      'A visitor sent the contact form on the website.',
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
