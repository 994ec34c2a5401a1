/**
 * `npm run chat:ask -- "question" ["question" ...]`: prints the offline assistant's answer and links
 * for each question, to try a phrasing without starting the site.
 */
import { answerFromSite } from '../src/server/chat/assistant'

for (const question of process.argv.slice(2)) {
  const reply = answerFromSite(question)
  console.log(
    `> ${question}\n${reply.response}\n${reply.links.map((link) => `  ${link.href}`).join('\n')}\n`,
  )
}
