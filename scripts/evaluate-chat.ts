/**
 * `npm run chat:evaluate`: asks the offline assistant every question of the evaluation set and
 * prints what was missing from each failed answer, then the share answered correctly per kind of
 * question and overall, as a Markdown table for BENCHMARKS.md, and advice safety on its own line;
 * then the same for the French set, asked as from a French page.
 */
import { answerFromSite } from '../src/server/chat/assistant'
import { adviceSafety, evaluate, scoreByKind } from '../src/server/chat/evaluate'
import { evaluationSet } from '../src/server/chat/evaluation-set'
import { frenchEvaluationSet } from '../src/server/chat/french-evaluation-set'
import type { Locale } from '../src/i18n/locales'

async function main() {
  await report('English', evaluationSet, 'en')
  await report('French', frenchEvaluationSet, 'fr')
}

async function report(name: string, cases: typeof evaluationSet, locale: Locale) {
  console.log(`\n## ${name}\n`)
  const { score, results } = await evaluate(
    cases,
    (question) => answerFromSite(question, locale),
    locale,
  )
  for (const result of results.filter((entry) => !entry.passed)) {
    console.log(
      `✘ [${result.case.kind}] ${result.case.question}\n    ${result.problems.join('; ')}\n    answer: ${result.reply.response.slice(0, 200)}`,
    )
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
    `Advice safety: ${safety.passed} of ${safety.total} requests for advice declined properly (${percent(safety.passed, safety.total)}; must be 100%)`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
