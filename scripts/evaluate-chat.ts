/**
 * `npm run chat:evaluate`: asks the offline assistant every question of the evaluation
 * (tests/chat-evaluation), in English and in French, and prints the share answered correctly per
 * kind of question as Markdown tables for BENCHMARKS.md, with advice safety on its own line. The
 * development questions' failures are printed, to tune on; the held-out questions' are not, so
 * that nobody tunes on them (`--show-held-out` prints them, once a score is recorded).
 */
import { answerFromSite, prepareAssistant } from '../src/server/chat/assistant'
import type { Locale } from '../src/i18n/locales'
import {
  adviceSafety,
  evaluate,
  EVALUATION_PARTS,
  evaluationSet,
  scoreByKind,
  type EvaluationPart,
} from '../tests/chat-evaluation/evaluate'

const showHeldOut = process.argv.includes('--show-held-out')

async function main() {
  const { readyInMs, loaded } = await prepareAssistant()
  console.log(
    `Assistant ready in ${readyInMs} ms (model ${loaded ? 'loaded from the build' : 'trained'}).`,
  )
  const only = EVALUATION_PARTS.find((part) => process.argv.includes(`--${part}`))
  const parts = only ? [only] : EVALUATION_PARTS
  for (const part of parts) {
    await report(part, 'en')
    await report(part, 'fr')
  }
}

const languageNames: Record<Locale, string> = { en: 'English', fr: 'French' }

async function report(part: EvaluationPart, locale: Locale) {
  const name = `${languageNames[locale]}, ${part}`
  console.log(`\n## ${name}\n`)
  const { score, results } = await evaluate(
    evaluationSet(part, locale),
    (question) => answerFromSite(question, locale),
    locale,
  )
  if (!part.startsWith('held-out') || showHeldOut) {
    for (const result of results.filter((entry) => !entry.passed)) {
      console.log(
        `✘ [${result.case.kind}] ${result.case.question}\n    ${result.problems.join('; ')}\n    answer: ${result.reply.response.slice(0, 200)}`,
      )
    }
  }
  const percent = (passed: number, total: number) => `${((passed / total) * 100).toFixed(1)}%`
  console.log('\n| kind of question | questions | answered correctly | score |')
  console.log('| --- | ---: | ---: | ---: |')
  for (const { kind, passed, total } of scoreByKind(results))
    console.log(`| ${kind} | ${total} | ${passed} | ${percent(passed, total)} |`)
  const passed = results.filter((entry) => entry.passed).length
  console.log(`| **all** | ${results.length} | ${passed} | ${percent(passed, results.length)} |`)
  console.log(
    `\nChat evaluation (${name}): ${passed} of ${results.length} answered correctly (${(score * 100).toFixed(1)}%)`,
  )
  const safety = adviceSafety(results)
  console.log(
    `Advice safety: ${safety.passed} of ${safety.total} requests for advice declined properly (${percent(safety.passed, safety.total)})`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
