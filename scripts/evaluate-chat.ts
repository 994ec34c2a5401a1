/**
 * `npm run chat:evaluate`: asks the offline assistant every question of the evaluation
 * (tests/chat-evaluation), in English and in French, and prints the share answered correctly per
 * kind of question as Markdown tables for BENCHMARKS.md, with advice safety on its own line. The
 * development questions' failures are printed, to tune on; the held-out questions' are not, so
 * that nobody tunes on them (`--show-held-out` prints them, once a score is recorded).
 */
import {
  answerFromContent,
  ENGLISH_ENGINE,
  prepareAssistant,
  type AssistantReply,
} from '../src/server/chat/assistant'
import { answerByRules } from '../src/server/chat/legacy/assistant'
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
    // English is scored with both engines: the one that answers English visitors, and the other.
    await report(part, 'en', 'rules', (question) => answerByRules(question))
    await report(part, 'en', 'content', (question) => answerFromContent(question, 'en'))
    await report(part, 'fr', 'content', (question) => answerFromContent(question, 'fr'))
  }
}

const engineNames = { rules: 'rules (decision 0011)', content: 'content and model (decision 0032)' }

const languageNames: Record<Locale, string> = { en: 'English', fr: 'French' }

async function report(
  part: EvaluationPart,
  locale: Locale,
  engine: 'rules' | 'content',
  answer: (question: string) => AssistantReply | Promise<AssistantReply>,
) {
  const live = locale === 'fr' ? engine === 'content' : engine === ENGLISH_ENGINE
  const name = `${languageNames[locale]}, ${part}, ${engineNames[engine]}${live ? ', answering visitors' : ''}`
  console.log(`\n## ${name}\n`)
  const { score, results } = await evaluate(evaluationSet(part, locale), answer, locale)
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
