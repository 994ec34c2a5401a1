import 'server-only'
import { site } from '@/content/site'
import { languageName } from '@/i18n/locales'
import type { ContactSubmissionRecord } from '../db/repositories/contact-submissions'
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

export function newsletterConfirmationEmail({
  to,
  confirmUrl,
  unsubscribeUrl,
}: {
  to: string
  confirmUrl: string
  unsubscribeUrl: string
}): MailMessage {
  return {
    to,
    subject: `Please confirm your ${site.name} newsletter subscription`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address.`,
      'Confirm your subscription by opening this link:',
      '',
      confirmUrl,
      '',
      'If you did not ask for it, ignore this message and you will not hear from us again.',
      '',
      `Unsubscribe at any time: ${unsubscribeUrl}`,
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
