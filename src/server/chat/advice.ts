import 'server-only'
import type { Locale } from '@/i18n/locales'
import { findIntent } from './intents'

/**
 * The assistant gives no financial advice (decision 0011). A request for a recommendation, in any
 * phrasing, is recognised by the model as the `advice` intent (content/assistant/intents/advice.yaml)
 * and gets its answer, the standing line, word for word, then an explanation of the options it
 * names, never a pick.
 */

/** The standing no-advice line in one language, with ordinary spaces, as written in the content. */
export function noAdviceLine(locale: Locale): string {
  const advice = findIntent('advice')
  if (!advice) throw new Error('content/assistant/intents/advice.yaml is missing')
  return advice.text[locale].answer.replace(/\s+/g, ' ').trim()
}

/** Turns of phrase that pick a product or lender for the visitor; no answer may contain one. */
export const RECOMMENDS =
  /\b(you should (take|get|go|choose|pick|use|sign|accept|apply)|we (would )?recommend|i (would )?recommend|i suggest|we suggest|best (option|choice|fit|product|lender) for (you|your)|(is|would be) (the )?(right|best|better|smart) (choice|option|move|fit) for (you|your)|go with (the|a|an)|i would (go|pick|choose|take)|i'd (go|pick|choose|take))\b/i

/** The same turns of phrase in French: "je vous recommande", "vous devriez prendre", "à votre place". */
export const RECOMMENDS_FR =
  /(?<!\p{L})(vous devriez (prendre|choisir|opter|signer|accepter|demander)|je (vous )?(recommande|conseille|suggère)|nous (vous )?(recommandons|conseillons|suggérons)|(le meilleur|la meilleure|le bon|la bonne) (choix|option|produit|prêteur|offre) pour (vous|votre)|à votre place|je (prendrais|choisirais|opterais))(?!\p{L})/iu

/** Whether a text picks a product or lender for the visitor, in the language it is written in. */
export function picksForTheVisitor(text: string, locale: Locale): boolean {
  return (locale === 'fr' ? RECOMMENDS_FR : RECOMMENDS).test(text)
}
