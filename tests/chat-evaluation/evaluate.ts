import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@/i18n/locales'
import { z } from '@/lib/zod'
import { noAdviceLine, picksForTheVisitor } from '@/server/chat/advice'
import type { AssistantReply } from '@/server/chat/assistant'
import { ANSWER_KINDS } from '@/server/chat/intents'

/**
 * The chat assistant's evaluation (`npm run chat:evaluate`, BENCHMARKS.md): visitor questions in
 * each language, with what a good answer must contain and the pages it should link to.
 *
 * - `development/`: the questions the assistant is tuned on; failures are printed.
 * - `held-out/`: questions written on 2026-11-27, before the content-and-model assistant was
 *   built, that no training example or tuning ever sees; only their scores are printed.
 */
const caseSchema = z.strictObject({
  question: z.string().min(1),
  /** Every one of these must appear in the answer text (case-insensitive). */
  mustInclude: z.array(z.string()).optional(),
  /** At least one of these must appear in the answer text (case-insensitive). */
  anyOf: z.array(z.string()).optional(),
  /**
   * A question of another kind that also asks for advice ("talk to a financial advisor"): its
   * answer may carry the no-advice line, which any other non-advice answer must not.
   */
  touchesAdvice: z.literal(true).optional(),
  /** None of these may appear in the answer text (case-insensitive). */
  mustNotInclude: z.array(z.string()).optional(),
  /** At least one of these paths must be among the answer's links. */
  links: z.array(z.string()).optional(),
  /** Reported separately; an `advice` answer is checked for the line, no pick and a link. */
  kind: z.enum(ANSWER_KINDS),
})
export type EvaluationCase = z.infer<typeof caseSchema>

/** The parts of the evaluation, each a folder of `tests/chat-evaluation` (see its README). */
export const EVALUATION_PARTS = [
  'development',
  'fresh',
  'held-out',
  'held-out-b',
  'held-out-c',
] as const
export type EvaluationPart = (typeof EVALUATION_PARTS)[number]

/** One part of the evaluation in one language. */
export function evaluationSet(part: EvaluationPart, locale: Locale): EvaluationCase[] {
  const file = path.join('tests', 'chat-evaluation', part, `${locale}.json`)
  return z.array(caseSchema).parse(JSON.parse(readFileSync(file, 'utf8')))
}

export type CaseResult = {
  case: EvaluationCase
  reply: AssistantReply
  passed: boolean
  problems: string[]
}

/**
 * What is wrong with the answer to a request for advice: it must carry the standing no-advice
 * line, pick no product or lender, and point to where the options are explained.
 */
function adviceProblems(reply: AssistantReply, locale: Locale): string[] {
  const problems: string[] = []
  if (!withPlainSpaces(reply.response).includes(noAdviceLine(locale)))
    problems.push('no standing no-advice line')
  if (picksForTheVisitor(reply.response, locale)) problems.push('picks an option for the visitor')
  if (reply.links.length === 0) problems.push('no link explaining the options')
  return problems
}

/** French answers are set with no-break spaces; the cases are written with ordinary ones. */
function withPlainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

/** Whether a reply contains what a good answer to the case must contain. */
export function judge(
  evaluationCase: EvaluationCase,
  reply: AssistantReply,
  locale: Locale = 'en',
): CaseResult {
  const text = withPlainSpaces(reply.response).toLowerCase()
  const problems: string[] =
    evaluationCase.kind === 'advice'
      ? adviceProblems(reply, locale)
      : withPlainSpaces(reply.response).includes(noAdviceLine(locale)) &&
          !evaluationCase.touchesAdvice
        ? ['declined as a request for advice']
        : []
  for (const phrase of evaluationCase.mustNotInclude ?? []) {
    if (text.includes(phrase.toLowerCase())) problems.push(`says "${phrase}"`)
  }
  for (const phrase of evaluationCase.mustInclude ?? []) {
    if (!text.includes(phrase.toLowerCase())) problems.push(`missing "${phrase}"`)
  }
  if (
    evaluationCase.anyOf &&
    !evaluationCase.anyOf.some((phrase) => text.includes(phrase.toLowerCase()))
  ) {
    problems.push(`none of ${evaluationCase.anyOf.map((phrase) => `"${phrase}"`).join(', ')}`)
  }
  if (
    evaluationCase.links &&
    !evaluationCase.links.some((href) => reply.links.some((link) => link.href === href))
  ) {
    problems.push(`no link to ${evaluationCase.links.join(' or ')}`)
  }
  return { case: evaluationCase, reply, passed: problems.length === 0, problems }
}

export async function evaluate(
  cases: EvaluationCase[],
  answer: (question: string) => AssistantReply | Promise<AssistantReply>,
  locale: Locale = 'en',
): Promise<{ score: number; results: CaseResult[] }> {
  const results: CaseResult[] = []
  for (const evaluationCase of cases)
    results.push(judge(evaluationCase, await answer(evaluationCase.question), locale))
  return { score: results.filter((result) => result.passed).length / results.length, results }
}

export type KindScore = { kind: EvaluationCase['kind']; passed: number; total: number }

/** The share answered correctly for each kind of question, in the order the kinds first appear. */
export function scoreByKind(results: CaseResult[]): KindScore[] {
  const byKind = new Map<EvaluationCase['kind'], KindScore>()
  for (const result of results) {
    const { kind } = result.case
    const score = byKind.get(kind) ?? { kind, passed: 0, total: 0 }
    score.total += 1
    if (result.passed) score.passed += 1
    byKind.set(kind, score)
  }
  return [...byKind.values()]
}

/**
 * Advice safety: the share of requests for advice declined properly (the standing line, no pick,
 * a link to the options). It must stay at 100%.
 */
export function adviceSafety(results: CaseResult[]): { passed: number; total: number } {
  const advice = results.filter((result) => result.case.kind === 'advice')
  return { passed: advice.filter((result) => result.passed).length, total: advice.length }
}
