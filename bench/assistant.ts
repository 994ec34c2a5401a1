/**
 * `npm run bench:assistant`: how long the chat assistant takes to understand and answer a question
 * on the server (no language model, no HTTP), over every question of the evaluation in both
 * languages, asked ROUNDS times (default 5) after the model is trained. Prints the training time
 * and the p50, p95 and slowest answer per language; the budget is a p95 under 50 ms (issue 37,
 * BENCHMARKS.md). Run it on a quiet machine: figures move with the machine.
 */
import { answerFromSite, prepareAssistant } from '../src/server/chat/assistant'
import { locales } from '../src/i18n/locales'
import { EVALUATION_PARTS, evaluationSet } from '../tests/chat-evaluation/evaluate'

const ROUNDS = Number(process.env.ROUNDS ?? 5)
const BUDGET_P95_MS = 50

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

async function main() {
  const { readyInMs, loaded } = await prepareAssistant()
  console.log(
    `Assistant ready in ${readyInMs} ms: model ${loaded ? 'loaded from the build' : 'trained (no current build)'}, search indexes built`,
  )
  console.log('\n| language | answers | p50 | p95 | slowest |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  let withinBudget = true
  for (const locale of locales) {
    const questions = EVALUATION_PARTS.flatMap((part) => evaluationSet(part, locale)).map(
      (entry) => entry.question,
    )
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const question of questions) {
        const started = performance.now()
        await answerFromSite(question, locale)
        times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 0.95)
    withinBudget &&= p95 < BUDGET_P95_MS
    console.log(
      `| ${locale} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${times.at(-1)!.toFixed(1)} ms |`,
    )
  }
  console.log(`\np95 under ${BUDGET_P95_MS} ms in each language: ${withinBudget ? 'yes' : 'NO'}`)
  if (!withinBudget) process.exitCode = 1
}

void main()
