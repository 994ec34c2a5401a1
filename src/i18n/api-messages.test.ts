import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/schemas/fields'
import { messageIn } from './api-messages'

describe('messages in French', () => {
  it('leave English as SPEC writes it', () => {
    expect(messageIn('en', messages.invalidEmail)).toBe('Please enter a valid email address')
  })

  it('have a French version of every form message', () => {
    for (const message of Object.values(messages)) {
      expect(messageIn('fr', message), message).not.toBe(message)
    }
  })

  it('write the numbers in them the French way', () => {
    expect(messageIn('fr', 'Please keep this under 10,000 characters')).toBe(
      'Veuillez ne pas dépasser 10\u00a0000 caractères',
    )
    expect(messageIn('fr', 'Too many attempts. Please wait 30 seconds and try again.')).toBe(
      'Trop de tentatives. Veuillez attendre 30 secondes et réessayer.',
    )
  })

  it('leave a message they do not know as it is', () => {
    expect(messageIn('fr', 'Something new')).toBe('Something new')
  })
})
