import { understand } from '../src/server/chat/intent-model'
async function main() {
  for (const [q, l] of [['constructor hasOwnProperty toString valueOf __proto__', 'en'], ['What is the best lasagna recipe?', 'en'], ['blorp zzz qwerty', 'en']] as const) {
    const u = await understand(q, l)
    console.log(q, '| bin', u.asksForAdvice.toFixed(2), '| main', u.ranked.slice(0, 3).map((r) => `${r.intent.id}:${r.score.toFixed(2)}`).join(' '), '| knn', u.nearest.slice(0, 3).map((r) => `${r.intent.id}:${r.share.toFixed(2)}`).join(' '))
  }
}
void main()
