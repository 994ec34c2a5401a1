import { z } from '@/lib/zod'

/** Messages of docs/product.md, Messages, shared by every form and route handler. */
export const messages = {
  required: 'Please enter this field',
  invalidEmail: 'Please enter a valid email address',
  emailCharacters: 'Please enter one email address, without spaces or any of ? & < > , ;',
  emailRequired: 'Please enter your email',
  partnershipTypeRequired: 'Please select partnership type',
  notText: 'Please enter text',
} as const

/** Generous caps (docs/product.md, API): long enough for anyone, short enough to store. */
export const limits = { name: 200, email: 254, phone: 50, shortText: 200, message: 10_000 } as const

/**
 * A pragmatic address check: something@domain.tld with no spaces, and none of the quotes, comments
 * and group syntax (`" ( ) : [ ] \`) that a mail library reads as more than an address: with them,
 * `owner@example.com(1)` and `Text:owner@example.com` reach owner@example.com under a name the
 * sender wrote, and count as other addresses for a limit per address (issue 39's checklist).
 */
export const EMAIL_PATTERN = /^[^\s@"():[\]\\]+@[^\s@."():[\]\\]+(\.[^\s@."():[\]\\]+)+$/

/**
 * Characters an address typed into a form never needs, which would split or extend it where it is
 * used: a second recipient (`,` `;`), extra mailto: fields (`?` `&`), markup (`<` `>`), a header
 * line (whitespace, line breaks included).
 */
export const EMAIL_FORBIDDEN_CHARACTERS = /[?&<>,;\s]/

const tooLong = (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters`

/** Half of a surrogate pair without its other half: only a broken client sends one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Text as both databases store it: NUL characters dropped (nobody types them, and PostgreSQL text
 * cannot hold them), lone surrogates replaced by U+FFFD (SQLite would keep them as invalid UTF-8).
 */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd')
}

/**
 * The length a text schema checks against its maximum (`.overwrite(storableText).trim().max()`),
 * so a form's counter agrees with the server.
 */
export function measuredLength(value: string): number {
  return storableText(value).trim().length
}

/** A string field that reports a missing value and a wrong type in words a person understands. */
function text(missingMessage: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missingMessage : messages.notText,
    })
    .overwrite(storableText)
}

/** Required text: trimmed, non-empty, capped. */
export function requiredText(max: number = limits.name) {
  return text(messages.required).trim().min(1, messages.required).max(max, tooLong(max))
}

/** Optional text: trimmed, capped; missing or null becomes an empty string. */
export function optionalText(max: number = limits.shortText) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text(messages.notText).trim().max(max, tooLong(max)),
  )
}

/**
 * A required e-mail address, the one e-mail rule of every form (contact, partnership, partner
 * contact, newsletter): the forbidden characters get their own message, anything else that is not
 * something@domain.tld the usual one.
 */
export function requiredEmail(missingMessage: string = messages.required) {
  return text(missingMessage)
    .trim()
    .min(1, missingMessage)
    .max(limits.email, tooLong(limits.email))
    .refine((value) => !EMAIL_FORBIDDEN_CHARACTERS.test(value), {
      message: messages.emailCharacters,
      abort: true,
    })
    .regex(EMAIL_PATTERN, messages.invalidEmail)
}

/** The first message for each field of a failed parse, keyed by field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'body'
    fields[key] ??= issue.message
  }
  return fields
}
