import type { ConfirmOutcome, UnsubscribeOutcome } from '@/server/leads/subscription'
import type { LinkOutcomeTone } from './link-outcome'

type OutcomeText = { tone: LinkOutcomeTone; title: string; message: string }

/** What a link page says before its button is pressed (opening a link changes nothing). */
type PromptText = OutcomeText & { button: string }

export const confirmPrompt: PromptText = {
  tone: 'info',
  title: 'Confirm your subscription',
  message:
    'Press the button to confirm that this address should receive our funding guides and market insights.',
  button: 'Confirm subscription',
}

export const unsubscribePrompt: PromptText = {
  tone: 'info',
  title: 'Unsubscribe from the newsletter',
  message: 'Press the button and we will stop sending the newsletter to this address.',
  button: 'Unsubscribe',
}

const unavailableOutcome: OutcomeText = {
  tone: 'problem',
  title: 'We could not process this link right now',
  message: 'Please try the link again in a few minutes. Nothing has changed in the meantime.',
}

export const confirmOutcomes: Record<ConfirmOutcome, OutcomeText> = {
  confirmed: {
    tone: 'success',
    title: "You're subscribed",
    message:
      'Thanks for confirming. Our funding guides and market insights will arrive at this address.',
  },
  'already-confirmed': {
    tone: 'info',
    title: "You're already subscribed",
    message:
      'This link was already used to confirm your subscription. There is nothing more to do.',
  },
  unsubscribed: {
    tone: 'info',
    title: 'This subscription was cancelled',
    message:
      'This address was unsubscribed, so the link no longer applies. To subscribe again, use the newsletter form at the bottom of this page.',
  },
  expired: {
    tone: 'problem',
    title: 'This link has expired',
    message:
      'Confirmation links work for 14 days. Enter your e-mail in the newsletter form below and we will send a new one.',
  },
  invalid: {
    tone: 'problem',
    title: 'This link is not valid',
    message:
      'It may be incomplete or changed. Open it again from the e-mail, making sure the whole link is used, or subscribe again below.',
  },
}

export const unsubscribeOutcomes: Record<UnsubscribeOutcome, OutcomeText> = {
  unsubscribed: {
    tone: 'success',
    title: "You're unsubscribed",
    message:
      'We will not send the newsletter to this address again. You can subscribe again at any time.',
  },
  'already-unsubscribed': {
    tone: 'info',
    title: "You're already unsubscribed",
    message: 'This address was already removed from the newsletter. There is nothing more to do.',
  },
  invalid: {
    tone: 'problem',
    title: 'This link is not valid',
    message: `It may be incomplete or changed. Open it again from the e-mail, or write to our support team and we will remove you by hand.`,
  },
}

/** The text for what a newsletter link did, including 'unavailable' (nothing changed). */
export function outcomeText<Outcome extends string>(
  outcomes: Record<Outcome, OutcomeText>,
  outcome: Outcome | 'unavailable',
): OutcomeText {
  return outcome === 'unavailable' ? unavailableOutcome : outcomes[outcome]
}
