import { readFileSync } from 'node:fs'
import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangFr } from '@nlpjs/lang-fr'
import { Nlp } from '@nlpjs/nlp'
import { loadIntents } from '../src/server/chat/intents'
import { evaluationSet } from '../tests/chat-evaluation/evaluate'

const MASK = process.env.MASK === '1'
const BIGRAMS = process.env.BIGRAMS === '1'
async function make(balance: number) {
  const container = await containerBootstrap()
  container.registerConfiguration(
    'nlu-??',
    {
      keepStopwords: process.env.KEEP !== '0',
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: true,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  )
  container.use(LangEn)
  container.use(LangFr)
  const nlp = new Nlp(
    { autoSave: false, autoLoad: false, calculateSentiment: false, forceNER: true },
    container,
  )
  nlp.addLanguage(['en', 'fr'])
  for (const locale of ['en', 'fr'] as const)
    for (const intent of loadIntents())
      if (intent.names) nlp.addNerRuleOptionTexts(locale, 'topic', intent.id, intent.names[locale])
  const ner = (nlp as any).ner
  const bigrams = (text: string) => {
    const w =
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .match(/[a-z0-9]+/g) ?? []
    return [text, ...w.slice(1).map((x, i) => `${w[i]}${x}`)].join(' ')
  }
  const mask = async (locale: string, text: string) => {
    const t = MASK ? await ner.generateEntityUtterance(locale, text) : text
    return BIGRAMS ? bigrams(t) : t
  }
  for (const locale of ['en', 'fr'] as const) {
    let i = 0
    for (const intent of loadIntents())
      for (const ex of intent.text[locale].examples) {
        if (intent.id === 'advice') nlp.addDocument(locale, await mask(locale, ex), 'advice')
        else if (i++ % balance === 0) nlp.addDocument(locale, await mask(locale, ex), 'other')
      }
  }
  await nlp.train()
  return { nlp, mask }
}
async function main() {
  for (const balance of [Number(process.env.BAL ?? 1)]) {
    const { nlp, mask } = await make(balance)
    for (const locale of ['en', 'fr'] as const) {
      const cases = evaluationSet('development', locale)
      let tp = 0,
        fn = 0,
        fp = 0
      for (const c of cases) {
        const r = await nlp.process(locale, await mask(locale, c.question))
        const p = r.classifications.find((x: any) => x.intent === 'advice')?.score ?? 0
        const adv = p >= Number(process.env.T ?? 0.4)
        if (process.env.DUMP)
          console.log(
            c.kind === 'advice' ? 'A' : c.touchesAdvice ? 't' : '-',
            p.toFixed(2),
            c.question,
          )
        if (c.kind === 'advice') adv ? tp++ : fn++
        else if (adv && !c.touchesAdvice) fp++
      }
      console.log(
        `balance 1/${balance} ${locale}: advice caught ${tp}/${tp + fn}, false alarms ${fp}/${cases.filter((c) => c.kind !== 'advice').length}`,
      )
    }
  }
}
void main()
