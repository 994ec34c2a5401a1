/**
 * `npm run bench:assistant`: how long the chat assistant takes to understand and answer a question
 * on the server (no language model, no HTTP), over every question of the evaluation in both
 * languages, asked ROUNDS times (default 5) after the model is trained. Prints the training time
 * and the p50, p95 and slowest answer per language; the budget is a p95 under 50 ms (issue 37,
 * BENCHMARKS.md). Run it on a quiet machine: figures move with the machine.
 */
import { answerFromContent, answerFromSite, prepareAssistant } from '../src/server/chat/assistant'
import type { Locale } from '../src/i18n/locales'
import { evaluationSet } from '../tests/chat-evaluation/evaluate'

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
  console.log('\n| language | engine | answers | p50 | p95 | slowest |')
  console.log('| --- | --- | ---: | ---: | ---: | ---: |')
  let withinBudget = true
  const engines = [
    ['en', 'answering visitors', answerFromSite],
    ['en', 'content and model', answerFromContent],
    ['fr', 'content and model', answerFromContent],
  ] as const
  for (const [locale, engine, answer] of engines) {
    const questions = [
      ...evaluationSet('development', locale),
      ...evaluationSet('held-out', locale),
    ].map((entry) => entry.question)
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const question of questions) {
        const started = performance.now()
        await answer(question, locale as Locale)
        times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 0.95)
    withinBudget &&= p95 < BUDGET_P95_MS
    console.log(
      `| ${locale} | ${engine} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${times.at(-1)!.toFixed(1)} ms |`,
    )
  }
  console.log(`\np95 under ${BUDGET_P95_MS} ms for every engine: ${withinBudget ? 'yes' : 'NO'}`)
  if (!withinBudget) process.exitCode = 1
}

void main()
