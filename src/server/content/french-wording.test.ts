import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { frenchCategoryNames, frenchFilterNames } from '@/content/fr/blog'
import { frenchAuthors } from '@/content/fr/authors'
import { frenchNavigationLabels } from '@/content/fr/navigation'
import { businessHours, supportHours } from '@/content/site'
import { contentIn } from '@/i18n/content'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import { loadFrenchArticleSources } from './french-articles'

/*
 * The forms a Québec editor's review retired from the French text (docs/decisions/0028-french.md,
 * Terms): calques, and terms that were written two ways. Each stays retired on every French page:
 * the catalogue, the content modules, the articles, the legal texts and the sharing images.
 */

type Text = { where: string; text: string }

/** Every string of a catalogue, with its dotted key. */
function catalogueTexts(catalogue: object, where: string): Text[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ where: `${where}.${key}`, text: value }]
      : catalogueTexts(value as object, `${where}.${key}`),
  )
}

/** Every string of a value (a content module's items), with its path. */
function stringsOf(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`))
  return []
}

/** The quoted strings of the French pages' own files (their sharing images' words). */
function frenchRouteLiterals(folder = 'src/app/fr'): Text[] {
  return readdirSync(path.join(process.cwd(), folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`
    if (entry.isDirectory()) return frenchRouteLiterals(file)
    if (!entry.name.endsWith('.tsx')) return []
    const source = readFileSync(path.join(process.cwd(), file), 'utf8')
    return [...source.matchAll(/'((?:[^'\\\n]|\\.)+)'/g)].map((match) => ({
      where: file,
      text: match[1]!,
    }))
  })
}

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8')

/** Every French text of the site, with where it is written. Typeset spaces read as spaces. */
const frenchTexts: Text[] = [
  ...catalogueTexts(fr, 'fr.json'),
  // The suggestion to read a page in French, which English pages show in French.
  ...catalogueTexts(en.Shell, 'en.json.Shell').filter(({ where }) =>
    /\.(suggestion\w*|otherLanguageLabel)$/.test(where),
  ),
  ...stringsOf(contentIn('fr'), 'src/content/fr'),
  ...stringsOf(frenchNavigationLabels, 'src/content/fr/navigation.ts'),
  ...stringsOf(frenchAuthors, 'src/content/fr/authors.ts'),
  ...stringsOf(frenchCategoryNames, 'src/content/fr/blog.ts'),
  ...stringsOf(frenchFilterNames, 'src/content/fr/blog.ts'),
  { where: 'supportHours', text: supportHours('fr') },
  { where: 'businessHours', text: businessHours('fr') },
  ...loadFrenchArticleSources().flatMap((article) =>
    stringsOf(article, `content/fr/blog/${article.translationOf}.md`),
  ),
  ...['privacy-policy', 'terms-of-service'].map((name) => ({
    where: `content/fr/legal/${name}.md`,
    text: read(`content/fr/legal/${name}.md`),
  })),
  ...frenchRouteLiterals(),
].map(({ where, text }) => ({ where, text: text.replace(/[\u00a0\u202f]/g, ' ') }))

/** `\b` as a French reader means it: between a letter (accented too) or digit and anything else. */
const BOUNDARY = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))'
const inFrench = (form: RegExp) =>
  new RegExp(form.source.replaceAll('\\b', BOUNDARY), form.flags.replace('u', '') + 'u')

/** A retired form, what the review wrote instead, and (for a few) where it applies. */
const retired: { form: RegExp; instead: string; only?: (where: string) => boolean }[] = [
  { form: /\bpipeline\b/i, instead: 'dossiers, file de dossiers' },
  { form: /\bpropulsée?s? par\b/i, instead: 'fondé sur l’IA, par IA' },
  { form: /\bdédiée?s?\b/i, instead: 'attitré, réservé, consacré' },
  { form: /\bleaders?\b/i, instead: 'dirigeants' },
  { form: /\bJoindre notre réseau|\bJoignez notre réseau/i, instead: 'Se joindre à notre réseau' },
  { form: /\btoutes les meilleures\b/i, instead: 'les meilleures options' },
  {
    form: /\b(options|solutions|types?) de capital\b|\ble bon capital\b|\bbesoin de capital\b/i,
    instead: 'financement',
  },
  { form: /\bConnaissez le coût\b/i, instead: 'Sachez ce qu’il vous en coûtera' },
  { form: /\blettres? d’offre\b/i, instead: 'sommaire des modalités' },
  {
    form: /\bsur une base (combinée|comparable)\b/i,
    instead: 'pour l’entreprise regroupée, rendues comparables',
  },
  { form: /\brefil(er|ée?s?|ent)\b/i, instead: 'répercuter sur' },
  { form: /\bprêteurs? alternatifs?\b/i, instead: 'prêteurs non traditionnels' },
  { form: /\[comment ça fonctionne\]\(\/how-it-works\)/i, instead: '[Comment ça marche]' },
  { form: /\[à qui nous nous adressons\]/i, instead: '[Qui nous aidons]' },
  { form: /\bchef de la technologie\b/i, instead: 'directrice de la technologie' },
  { form: /\bcalendrier d’amortissement\b/i, instead: 'tableau d’amortissement' },
  { form: /\bcoût d’un retrait\b/i, instead: 'coût d’un tirage' },
  { form: /^Modifié :/m, instead: 'Modifiée le …' },
  { form: /\(HNE\)|\bHNE\b/, instead: '(heure de l’Est)' },
  { form: /\bdirect(eur|rice) des opérations\b/i, instead: 'de l’exploitation' },
  { form: /\bNon merci\b/, instead: 'Non, merci' },
  { form: /\bcas d’usage\b/i, instead: 'cas d’utilisation' },
  { form: /(?<!\b[Ll]a \[?|\()\bBDC\b/, instead: 'la BDC' },
  {
    form: /\{\{brand\}\} (a été fondée|est née|est gratuite|demeure gratuite|est réservée)\b/,
    instead: 'the brand is masculine: {{brand}} est gratuit, a été fondé',
  },
  { form: /\bcompte de perception\b/i, instead: 'boîte postale de recouvrement' },
  { form: /\badresses? Internet\b/i, instead: 'adresse IP' },
  { form: /^## Étape \d+ : \p{Lu}/mu, instead: 'no capital after the colon' },
  { form: /\bd’être contactée?\b/i, instead: 'qu’on communique avec moi' },
  {
    form: /(?<!outil d’analyse )\bIntelligent Insights\b/,
    instead: 'l’outil d’analyse Intelligent Insights',
    only: (where) => /\.(title|excerpt)$/.test(where),
  },
  {
    form: /(?<!forfait (de gestion de trésorerie )?)\bAccelerate\b/,
    instead: 'le forfait Accelerate',
    only: (where) => /\.(title|excerpt)$/.test(where),
  },
  // Canadian French writes "plus de 120", never a figure followed by "+".
  { form: /\d(?: ?[kMG]?\$)?\+/, instead: 'Plus de 120, plus de 3,5 G$' },
  // A space before ; ! ? (the renderer makes it non-breaking); a formula's separators excepted.
  {
    form: /[^\s(][;!?](?=\s|$)/,
    instead: 'a space before ; ! ?',
    only: (where) => !where.startsWith('content/') && !where.startsWith('src/app/'),
  },
]

describe('French wording', () => {
  it('reads every kind of French text', () => {
    const kinds = new Set(frenchTexts.map(({ where }) => where.split(/[./]/)[0]))
    expect([...kinds].sort()).toEqual(
      ['businessHours', 'content', 'en', 'fr', 'src', 'supportHours'].sort(),
    )
  })

  for (const { form, instead, only } of retired) {
    it(`never writes ${form} (the review's word: ${instead})`, () => {
      const found = frenchTexts
        .filter(({ where }) => !only || only(where))
        .flatMap(({ where, text }) => {
          const match = inFrench(form).exec(text)
          return match
            ? [`${where}: …${text.slice(Math.max(0, match.index - 30), match.index + 40)}…`]
            : []
        })
      expect(found).toEqual([])
    })
  }
})
