import { readFileSync } from 'node:fs'
import { understand } from '../src/server/chat/intent-model'
async function main() {
  for (const q of readFileSync('/tmp/adv.txt', 'utf8').split('\n').filter(Boolean)) {
    const u = await understand(q, 'en')
    console.log(
      u.asksForAdvice.toFixed(2),
      u.ranked
        .slice(0, 2)
        .map((r) => `${r.intent.id}:${r.score.toFixed(2)}`)
        .join(' '),
      '|',
      q,
    )
  }
}
void main()
