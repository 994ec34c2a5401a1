import { understand, intentModel } from '../src/server/chat/intent-model'
import { evaluationSet } from '../tests/chat-evaluation/evaluate'
async function main() {
  await intentModel()
  for (const locale of ['en', 'fr'] as const) {
    const rows: { a: boolean; main: number; bin: number; q: string }[] = []
    for (const c of evaluationSet('development', locale)) {
      const u = await understand(c.question, locale)
      rows.push({
        a: c.kind === 'advice',
        main: u.ranked.find((r) => r.intent.id === 'advice')?.score ?? 0,
        bin: u.asksForAdvice,
        q: c.question,
      })
    }
    for (const t of [0.1, 0.2, 0.3])
      for (const tb of [0.2, 0.4]) {
        const caught = rows.filter((r) => r.a && (r.main >= t || r.bin >= tb)).length
        const fa = rows.filter((r) => !r.a && (r.main >= t || r.bin >= tb)).length
        console.log(
          locale,
          `main>=${t} or bin>=${tb}: caught ${caught}/${rows.filter((r) => r.a).length}, false ${fa}/${rows.filter((r) => !r.a).length}`,
        )
      }
  }
}
void main()
