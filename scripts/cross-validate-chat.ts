/**
 * `npm run chat:cross-validate`: how well the assistant's model understands example questions it
 * was not trained on. The examples of every intent are split into five parts; five models are
 * trained, each on four parts, and asked the fifth. Prints, per language, the share of examples
 * answered with their own intent, the share of requests for advice declined, and the share of
 * other questions declined as advice, with the intents most often taken for one another.
 *
 * `-- --show` also lists every example read as something else, with what it was read as: where
 * examples are missing or two intents overlap.
 *
 * It measures the understanding only (an answer from a close intent can still be a good one:
 * `npm run chat:evaluate` judges answers), on examples written by the same people as the rest;
 * fresh questions from other people do worse (decision 0032).
 */
import { read } from '../src/server/chat/assistant'
import { trainModel } from '../src/server/chat/intent-model'
import { loadIntents, type Intent } from '../src/server/chat/intents'
import { locales, type Locale } from '../src/i18n/locales'

const FOLDS = 5

type Outcome = { locale: Locale; intent: string; example: string; answeredWith: string }

const show = process.argv.includes('--show')

/** The intents with one part of each language's examples left out. */
function without(intents: Intent[], fold: number): Intent[] {
  const kept = (examples: string[]) => examples.filter((_, index) => index % FOLDS !== fold)
  return intents.map((intent) => ({
    ...intent,
    text: {
      en: { ...intent.text.en, examples: kept(intent.text.en.examples) },
      fr: { ...intent.text.fr, examples: kept(intent.text.fr.examples) },
    },
  }))
}

async function main() {
  const intents = loadIntents()
  const outcomes: Outcome[] = []
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = await trainModel(without(intents, fold))
    for (const intent of intents)
      for (const locale of locales)
        for (const [index, example] of intent.text[locale].examples.entries()) {
          if (index % FOLDS !== fold) continue
          const { answeredWith } = await read(example, locale, model)
          outcomes.push({ locale, intent: intent.id, example, answeredWith })
        }
    console.log(`Fold ${fold + 1} of ${FOLDS}: trained in ${model.readyInMs} ms.`)
  }
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`
  for (const locale of locales) {
    const mine = outcomes.filter((outcome) => outcome.locale === locale)
    const advice = mine.filter((outcome) => outcome.intent === 'advice')
    const others = mine.filter((outcome) => outcome.intent !== 'advice')
    const right = mine.filter((outcome) => outcome.answeredWith === outcome.intent).length
    const declined = advice.filter((outcome) => outcome.answeredWith === 'advice').length
    const overDeclined = others.filter((outcome) => outcome.answeredWith === 'advice').length
    const searched = others.filter((outcome) => outcome.answeredWith === 'search').length
    console.log(`\n## ${locale}: ${mine.length} examples\n`)
    console.log(`- answered with their own intent: ${percent(right, mine.length)}`)
    console.log(`- requests for advice declined: ${percent(declined, advice.length)}`)
    console.log(`- other questions declined as advice: ${percent(overDeclined, others.length)}`)
    console.log(`- other questions left to the search: ${percent(searched, others.length)}`)
    const confusions = new Map<string, number>()
    for (const { intent, answeredWith } of others) {
      if (answeredWith === intent || answeredWith === 'advice' || answeredWith === 'search')
        continue
      const pair = `${intent} → ${answeredWith}`
      confusions.set(pair, (confusions.get(pair) ?? 0) + 1)
    }
    if (show)
      for (const { intent, example, answeredWith } of mine)
        if (answeredWith !== intent) console.log(`  ${intent} → ${answeredWith}: ${example}`)
    const common = [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 10)
    console.log(
      `- most often taken for another: ${common.map(([pair, count]) => `${pair} (${count})`).join(', ')}`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
