import 'server-only'
import { noAdviceLine } from '../advice'

/**
 * The assistant gives no financial advice (decision 0011). A request for a recommendation, in any
 * phrasing, gets this standing line first, then an explanation of the options it names, never a
 * pick. Keep it in this one constant: the evaluation checks every advice answer for it.
 */
export const NO_ADVICE_LINE = noAdviceLine('en')

/**
 * Turns of phrase that ask the assistant to decide, judge or pick, whatever the question is about:
 * "should we", "what do you suggest", "would you go with", "torn between", "is it dumb to", "best
 * move", "worth it". Read over the message in lower case with shorthand spelled out.
 */
const ASKS_TO_DECIDE: RegExp[] = [
  // "What should I prepare" asks how, not what to choose.
  /\b(should|shall) (i|we|my|our)\b(?! (expect|wait|prepare|send|upload|contact|email|e mail|reach|bring|include|know|have ready|sign in|log in))/,
  /\b(recommend|recommended|recommendation|recommendations|suggest|suggestion|suggestions|advice|advise|opinion|opinions|thoughts)\b/,
  /\bfinancial (advisor|adviser|planner)\b/,
  /\bshould (a|an|my|our)( \w+){0,3} (get|take|use|choose|pick|go with|apply for|consider)\b/,
  /\b(your|ur|honest) take on\b|\bthe way to go\b|\bgo for it\b/,
  /\bwhat (would|will) you (do|suggest|recommend|think|advise|pick|choose|go with)\b/,
  /\bwhat do you (suggest|recommend|think|advise|pick|choose|go with)\b/,
  /\b(rank|sort|rate)( the| your)? (lenders|options|products|offers)\b/,
  /\b(do|would|does) (you|anyone) think\b|\byou think (i|we|my|our|it)\b/,
  /\b(would|will|could|can) you (pick|choose|select|decide|go with|take|use|sign)\b/,
  /\bif you (were|ran|had|owned) /,
  /\bin (my|our) (shoes|position)\b|\b(my|our) situation\b/,
  /\bhelp (me|us) (choose|pick|decide)\b|\btorn between\b/,
  /\btell (me|us) (which|what (to|i should|we should))\b/,
  /\bwhich( \w+){0,2} (do|should|would|can) (i|we) (take|pick|choose|go with|get|accept|sign|use|apply for)\b/,
  /\bwhat( \w+)? to (get|take|choose|pick|apply for|go with)\b/,
  /\b(pick|choose|decide|select)( a| one| the)?( \w+)? for (me|us)\b/,
  /\b(which|what) (one|product|option|lender|loan|financing|funding|kind|type)( \w+){0,2} (to|should|would)\b/,
  /\b(good|bad|smart|wise|dumb|stupid|terrible|great|better|best|right) (idea|move|choice|call|decision|deal)\b/,
  // "A fit" alone asks whether the service fits a business, which is a fair question.
  /\b(best|better|right) fit\b|\b(fits?|suits?) (me|us|my|our)\b|\bmakes? sense for\b|\b(most|more) sense\b/,
  /\b(fits?|suits?) (best|better)\b|\b(best|better) (fits?|suits?)\b/,
  /\bis it (smart|wise|dumb|stupid|worth|better|a mistake|risky|crazy|ok|okay)\b/,
  /\bworth (it|the|\w+ing)\b|\brip ?off\b|\b(even )?bother (with|getting|applying)\b/,
  /\b(best|smartest|cheapest|wisest|right|easiest) way to (fund|finance|pay|borrow|cover|raise|get (money|funding|funded|capital|cash))\b/,
]

/** Words that judge an option: with the visitor ("for us") or an option named, a request for a pick. */
const JUDGES =
  /\b(better|best|cheaper|cheapest|smarter|smartest|worse|worst|risky|riskier|riskiest|reliable|suitable|ideal|lowest|fair|reasonable|decent|too (high|much|expensive|steep)|safest|least|crazy|trap|mistake|dangerous|enough|right (for|one|choice|option|product|lender|loan|amount|size|term)|good|bad)\b/
/** Uses of those words that judge nothing: greetings, a credit score, "at least", "long enough". */
const NOT_A_JUDGEMENT =
  /\b(good|bad|poor) (morning|afternoon|evening|day|night|credit)\b|\b(credit|score|history|rating)( \w+)? (is|was|are) (good|bad|poor|ok|okay)\b|\bat least\b|\bgood hands\b|\benough( \w+){0,2} to (qualify|apply|be eligible|get approved)\b|\b(long|old|big) enough\b|\b(am i|are we|is (my|our|this|that)( \w+)?) (a )?(good|right|great) fit\b|\b(best|easiest|fastest) way to (contact|reach|get in touch|apply|sign)\b|\bbest regards\b/g
const THE_VISITOR = /\b(i|me|my|mine|we|us|our|ours)\b/
/** Words that name something to choose, whichever product it is. */
const AN_OPTION =
  /\b(loan|loans|lender|lenders|financing|funding|product|products|option|options|offer|offers|borrow|borrowing|debt)\b/
/** Two options set against each other: "term loan or ABL??", "MCA vs factoring for a bakery". */
const EITHER_OR = /\b(vs|versus|or)\b/
/** ...unless the question asks what they are: "the difference between", "how do they compare". */
const ASKS_WHAT_THEY_ARE =
  /\b(difference|differences|differ|compare|comparison|explain|what is|what are|how does|how do)\b/

/**
 * Whether the message asks the assistant to choose, judge or recommend for the visitor: a turn of
 * phrase that asks for a decision, two options set side by side for the visitor's business, or a
 * judging word ("better", "risky", "too high") about the visitor or an option (`products`: how
 * many capital products the message names; `options`: how many other things to choose, such as
 * lenders or offers).
 */
export function asksForAdvice(
  text: string,
  { products, options }: { products: number; options: number },
): boolean {
  if (ASKS_TO_DECIDE.some((pattern) => pattern.test(text))) return true
  if (products >= 2 && EITHER_OR.test(text) && !ASKS_WHAT_THEY_ARE.test(text)) return true
  const judged = text.replace(NOT_A_JUDGEMENT, ' ')
  return (
    JUDGES.test(judged) &&
    (products + options > 0 || THE_VISITOR.test(judged) || AN_OPTION.test(judged))
  )
}
