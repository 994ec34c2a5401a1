import { intentModel } from '../src/server/chat/intent-model'
import { loadIntents } from '../src/server/chat/intents'
async function main() {
  const { advice, nlp } = await intentModel()
  const a = loadIntents().find((i) => i.id === 'advice')!
  for (const locale of ['en', 'fr'] as const) {
    let ok = 0,
      ok2 = 0
    for (const ex of a.text[locale].examples) {
      const r = await advice.process(locale, ex)
      if ((r.classifications.find((c: any) => c.intent === 'advice')?.score ?? 0) >= 0.4) ok++
      const m = await nlp.process(locale, ex)
      if (m.classifications[0]?.intent === 'advice') ok2++
    }
    console.log(locale, 'binary fits', ok, '/', a.text[locale].examples.length, 'main fits', ok2)
  }
  for (const q of [
    'can you rank the lenders for me',
    'rank the lenders for me',
    'rank your lenders',
    'help me choose between the 3 offers i got',
  ]) {
    const r = await advice.process('en', q)
    console.log(q, JSON.stringify(r.classifications))
  }
}
void main()
