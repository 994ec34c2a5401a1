/**
 * `npm run chat:evaluate`: asks the assistant every question of the evaluation set and prints the
 * share answered correctly, with what was missing from each failed answer.
 */
import { answerFromSite } from '../src/server/chat/assistant'
import { evaluate } from '../src/server/chat/evaluate'
import { evaluationSet } from '../src/server/chat/evaluation-set'

async function main() {
  const { score, results } = await evaluate(evaluationSet, answerFromSite)
  for (const result of results.filter((entry) => !entry.passed)) {
    console.log(
      `✘ [${result.case.topic}] ${result.case.question}\n    ${result.problems.join('; ')}\n    answer: ${result.reply.response.slice(0, 200)}`,
    )
  }
  const passed = results.filter((entry) => entry.passed).length
  console.log(
    `\nChat evaluation: ${passed} of ${results.length} answered correctly (${(score * 100).toFixed(1)}%)`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
