/**
 * `npm run chat:ask -- [--fr] "question" ["question" ...]`: prints the offline assistant's answer
 * and links for each question (as asked from a French page with `--fr`), with the intents the
 * model recognised, to try a phrasing without starting the site.
 */
import { answerFromSite } from '../src/server/chat/assistant'
import { understand } from '../src/server/chat/intent-model'

const args = process.argv.slice(2)
const locale = args.includes('--fr') ? 'fr' : 'en'

async function main() {
  for (const question of args.filter((arg) => arg !== '--fr')) {
    const reply = await answerFromSite(question, locale)
    const { ranked, named } = await understand(question, locale)
    const intents = ranked
      .slice(0, 3)
      .map((entry) => `${entry.intent.id} ${entry.score.toFixed(2)}`)
      .join(', ')
    console.log(
      `> ${question}\n  [${intents}${named.length ? `; names ${named.map((intent) => intent.id).join(', ')}` : ''}]\n${reply.response}\n${reply.links.map((link) => `  ${link.href}`).join('\n')}\n`,
    )
  }
}

void main()
