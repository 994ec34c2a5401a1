import type { ConfirmOutcome, UnsubscribeOutcome } from '@/server/leads/subscription'
import type { LinkOutcomeTone } from './link-outcome'

// What each newsletter link outcome looks like; its words are in the catalogues
// (`NewsletterLinks`), in the page's language.

export const confirmTones: Record<ConfirmOutcome, LinkOutcomeTone> = {
  confirmed: 'success',
  'already-confirmed': 'info',
  unsubscribed: 'info',
  expired: 'problem',
  invalid: 'problem',
}

export const unsubscribeTones: Record<UnsubscribeOutcome, LinkOutcomeTone> = {
  unsubscribed: 'success',
  'already-unsubscribed': 'info',
  invalid: 'problem',
}
