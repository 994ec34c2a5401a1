import MiniSearch from 'minisearch'
import { understand, intentModel } from '../src/server/chat/intent-model'
import { loadIntents } from '../src/server/chat/intents'
import { evaluationSet } from '../tests/chat-evaluation/evaluate'
const fold = (t: string) => t.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, ' ')
async function main() {
  await intentModel()
  for (const locale of ['en', 'fr'] as const) {
    const docs: { id: number; text: string; intent: string }[] = []
    for (const intent of loadIntents()) for (const ex of intent.text[locale].examples) docs.push({ id: docs.length, text: ex, intent: intent.id })
    const tokenize = (t: string) => fold(t).match(/[a-z0-9]+/g) ?? []
    const ms = new MiniSearch({ fields: ['text'], storeFields: ['intent'], tokenize, searchOptions: { fuzzy: 0.2, combineWith: 'OR' } })
    ms.addAll(docs)
    const rows = [] as { a: boolean; t: boolean; main: number; bin: number; knn: number; q: string }[]
    for (const c of evaluationSet('development', locale)) {
      const u = await understand(c.question, locale)
      const res = ms.search(c.question).slice(0, 7)
      const total = res.reduce((s, r) => s + r.score, 0)
      const knn = total ? res.filter((r) => r.intent === 'advice').reduce((s, r) => s + r.score, 0) / total : 0
      rows.push({ a: c.kind === 'advice', t: !!c.touchesAdvice, main: u.ranked.find((r) => r.intent.id === 'advice')?.score ?? 0, bin: u.asksForAdvice, knn, q: c.question })
    }
    for (const kt of [0.4, 0.5, 0.6, 1.1]) {
      const hit = (r: (typeof rows)[0]) => r.main >= 0.2 || r.bin >= 0.4 || r.knn >= kt
      console.log(locale, `knn>=${kt}: caught ${rows.filter((r) => r.a && hit(r)).length}/${rows.filter((r) => r.a).length}, false ${rows.filter((r) => !r.a && !r.t && hit(r)).length}`)
    }
    if (process.env.DUMP) for (const r of rows.filter((r) => !r.a && !r.t && (r.main >= 0.2 || r.bin >= 0.4 || r.knn >= 0.5))) console.log('  miss', r.main.toFixed(2), r.bin.toFixed(2), r.knn.toFixed(2), r.q)
  }
}
void main()
