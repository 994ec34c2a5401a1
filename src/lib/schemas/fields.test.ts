import { describe, expect, it } from 'vitest'
import { contactSubmissionSchema } from './contact'
import { messages, requiredEmail } from './fields'
import { subscriptionSchema } from './newsletter'
import { partnershipInquirySchema } from './partnership'

/** The first message the one e-mail rule gives for a value, or undefined when it is accepted. */
function emailMessage(value: unknown): string | undefined {
  const result = requiredEmail().safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('the e-mail rule every form shares', () => {
  it('accepts ordinary addresses, trimmed', () => {
    for (const address of [
      'reader@example.com',
      'first.last+news@sub.example.co.uk',
      "o'brien@example.ie",
      'ünïcödé@exämple.com',
    ]) {
      expect(emailMessage(address)).toBeUndefined()
    }
    expect(requiredEmail().parse('  reader@example.com  ')).toBe('reader@example.com')
  })

  it('refuses the characters that would split or extend an address, saying which', () => {
    for (const address of [
      'reader@example.com?cc=victim@example.com',
      'reader@example.com&body=hello',
      '<script>@example.com',
      'reader@example.com>',
      'one@example.com,two@example.com',
      'one@example.com;two@example.com',
      'first last@example.com',
      'reader@example.com\nBcc: victim@example.com',
      'reader@exa\tmple.com',
    ]) {
      expect(emailMessage(address), address).toBe(messages.emailCharacters)
    }
  })

  it('refuses quotes, comments and group syntax, which a mail library reads as more than an address', () => {
    for (const address of [
      'owner@example.com(1)',
      '(note)owner@example.com',
      '"o"wner@example.com',
      'Loan-approved:owner@example.com',
      'owner@[192.0.2.1]',
      'own\\er@example.com',
      'owner@example.com(Your\u2800loan\u2800is\u2800approved)',
    ]) {
      expect(emailMessage(address), address).toBe(messages.invalidEmail)
    }
    // Everything a person's address holds still passes.
    for (const address of ["o'brien+loans@example.co.uk", 'élodie.gagné@exemple.québec'])
      expect(emailMessage(address), address).toBeUndefined()
  })

  it('keeps the usual messages for an empty or malformed address', () => {
    expect(emailMessage('')).toBe(messages.required)
    expect(emailMessage('   ')).toBe(messages.required)
    expect(emailMessage('reader@nowhere')).toBe(messages.invalidEmail)
    expect(emailMessage('reader.example.com')).toBe(messages.invalidEmail)
    expect(subscriptionSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      messages.emailRequired,
    )
  })

  it('is the rule of the contact, partnership and newsletter schemas', () => {
    const address = 'a@example.com,b@example.com'
    for (const schema of [contactSubmissionSchema, partnershipInquirySchema, subscriptionSchema]) {
      const issues = schema.safeParse({ email: address }).error?.issues ?? []
      expect(issues.find((issue) => issue.path[0] === 'email')?.message).toBe(
        messages.emailCharacters,
      )
    }
  })
})
