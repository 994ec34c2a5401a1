import 'server-only'
import { site } from '@/content/site'

/**
 * The assistant gives no financial advice (decision 0011): a request for a recommendation gets
 * this standing line, then an explanation of the options it names, never a pick.
 */
export const NO_ADVICE_LINE = `I can't give financial advice or recommend a particular lender, and neither does ${site.name}: you compare the offers lenders make and choose for yourself.`

/** Turns of phrase that pick a product or lender for the visitor; no answer may contain one. */
export const RECOMMENDS =
  /\b(you should (take|get|go|choose|pick|use|sign|accept|apply)|we (would )?recommend|i (would )?recommend|i suggest|we suggest|best (option|choice|fit|product|lender) for (you|your)|(is|would be) (the )?(right|best|better|smart) (choice|option|move|fit) for (you|your)|go with (the|a|an)|i would (go|pick|choose|take)|i'd (go|pick|choose|take))\b/i
