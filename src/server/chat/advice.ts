import 'server-only'
import { site } from '@/content/site'

/**
 * The assistant gives no financial advice (decision 0011). A request for a recommendation, in any
 * phrasing, gets this standing line first, then an explanation of the options it names, never a
 * pick. Keep it in this one constant: the evaluation checks every advice answer for it.
 */
export const NO_ADVICE_LINE = `I can't give financial advice or recommend a lender or product for your business, and neither does ${site.name}: you compare the offers lenders make and choose for yourself, ideally with your accountant or financial adviser.`

/**
 * Ways visitors ask what they should do, over the message in lower case with shorthand spelled
 * out: "should we take an MCA", "is factoring good for us", "which is cheaper for me", "what do
 * you suggest", "would you pick", "is it worth it".
 */
const ASKS_FOR_ADVICE: RegExp[] = [
  // "What should I prepare" asks how, not what to choose.
  /\b(should|shall) (i|we|my|our)\b(?! (expect|wait|prepare|send|upload|contact|email|e mail|reach|bring|include|know|have ready|sign in|log in))/,
  /\b(recommend|recommended|recommendation|recommendations|suggest|suggestion|suggestions|advice|advise)\b/,
  /\b(better|best|cheaper|cheapest|right|good|bad|smart|smarter|wise|safer|ideal|worth it|make sense|makes sense|a good idea|a bad idea|a good fit|fit) for (me|us|my|our)\b/,
  /\b(a )?(good|bad|smart|wise|dumb|terrible|great) (idea|move|choice|option|call|decision)\b/,
  /\bworth (it|the)\b/,
  /\bfinancial (advisor|adviser|planner)\b/,
  /\bis it (smart|wise|safe|worth|better)\b/,
  /\b(you|u) think (i|we|my|our)\b/,
  /\bwhat (do|would) you (do|suggest|recommend|think|advise|pick|choose)\b/,
  /\b(would|do|will) you (pick|choose|go with|take)\b/,
  /\bif you were (me|us)\b|\bin (my|our) (shoes|position|situation)\b|\b(my|our) situation\b/,
  /\bhelp (me|us) (choose|pick|decide)\b|\b(choose|pick|decide) (for me|for us)\b/,
  /\b(which|what) (one|offer|lender|product|option|loan|kind|type)( \w+){0,3} (should|would|is better|is best|is cheaper)\b/,
  /\b(which|what) (lender|lenders|bank|funder|one) (gives|has|offers|charges) (the )?(lowest|best|cheapest|better)\b/,
  /\b(which|what) (is|are|would be) (better|best|cheaper|cheapest|smarter|safer)\b/,
  /\b(best|cheapest|right) (loan|lender|option|choice|product|financing|funding|deal)\b/,
]

/** Whether the message asks the assistant to choose, judge or recommend for the visitor. */
export function asksForAdvice(text: string): boolean {
  return ASKS_FOR_ADVICE.some((pattern) => pattern.test(text))
}

/** Turns of phrase that pick a product or lender for the visitor; no answer may contain one. */
export const RECOMMENDS =
  /\b(you should (take|get|go|choose|pick|use|sign|accept|apply)|we (would )?recommend|i (would )?recommend|i suggest|we suggest|best (option|choice|fit|product|lender) for (you|your)|(is|would be) (the )?(right|best|better|smart) (choice|option|move|fit) for (you|your)|go with (the|a|an)|i would (go|pick|choose|take)|i'd (go|pick|choose|take))\b/i
