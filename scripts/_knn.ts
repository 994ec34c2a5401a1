import MiniSearch from 'minisearch'
import { loadIntents } from '../src/server/chat/intents'
import { evaluationSet } from '../tests/chat-evaluation/evaluate'
const fold = (t: string) =>
  t
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
const K = Number(process.env.K ?? 7)
async function main() {
  for (const locale of ['en', 'fr'] as const) {
    const docs: { id: number; text: string; intent: string }[] = []
    for (const intent of loadIntents())
      for (const ex of intent.text[locale].examples)
        docs.push({ id: docs.length, text: ex, intent: intent.id })
    const tokenize = (t: string) => {
      const w = fold(t).match(/[a-z0-9]+/g) ?? []
      return process.env.BI ? [...w, ...w.slice(1).map((x, i) => `${w[i]}_${x}`)] : w
    }
    const ms = new MiniSearch({
      fields: ['text'],
      storeFields: ['intent'],
      tokenize,
      searchOptions: { fuzzy: 0.2, prefix: false, combineWith: 'OR' },
    })
    ms.addAll(docs)
    const rows: { a: boolean; share: number; q: string }[] = []
    for (const c of evaluationSet('development', locale)) {
      const res = ms.search(c.question).slice(0, K)
      const total = res.reduce((s, r) => s + r.score, 0)
      const adv = res.filter((r) => r.intent === 'advice').reduce((s, r) => s + r.score, 0)
      rows.push({ a: c.kind === 'advice', share: total ? adv / total : 0, q: c.question })
    }
    for (const t of [0.3, 0.4, 0.5]) {
      console.log(
        locale,
        `K=${K} share>=${t}: caught ${rows.filter((r) => r.a && r.share >= t).length}/${rows.filter((r) => r.a).length}, false ${rows.filter((r) => !r.a && r.share >= t).length}/${rows.filter((r) => !r.a).length}`,
      )
    }
    if (process.env.DUMP)
      for (const r of rows.filter((r) => r.a && r.share < 0.4))
        console.log('  miss', r.share.toFixed(2), r.q)
  }
}
void main()
