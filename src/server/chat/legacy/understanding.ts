import 'server-only'

/**
 * Reads a visitor's message the way a person would: spells out chat shorthand and contractions,
 * corrects typos towards the words the assistant knows, and finds the ideas (concepts) the message
 * names, whatever words it uses for them. No language model: plain rules over a lexicon.
 */

/** One idea and the ways visitors say it: words or phrases (matched word by word, plurals
 * folded), and patterns over the whole normalised message for turns of phrase. */
export type ConceptLexicon<Concept extends string> = Record<
  Concept,
  { phrases?: string[]; patterns?: RegExp[] }
>

/** Chat shorthand and contractions, spelled out before anything else. */
const SHORTHAND: Record<string, string> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  r: 'are',
  ur: 'your',
  yr: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  wat: 'what',
  wht: 'what',
  hw: 'how',
  hwo: 'how',
  wut: 'what',
  cuz: 'because',
  tho: 'though',
  whats: 'what is',
  hows: 'how is',
  wheres: 'where is',
  whos: 'who is',
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  biz: 'business',
  abt: 'about',
  govt: 'government',
  info: 'information',
  approx: 'about',
  mil: 'million',
  rev: 'revenue',
  mm: 'million',
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\bi'm\b/g, 'i am'],
  [/\bcan't\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\b(what|where|who|how|it|that|there|here)'s\b/g, '$1 is'],
  [/'s\b/g, ''],
]

/** "US" written in capitals, or "us" where a country is meant, becomes "usa" (never the pronoun). */
function markTheUnitedStates(text: string): string {
  return text
    .replace(/\bU\.S\.A?\.?(?=\s|$|[,?!])/g, ' usa ')
    .replace(/\bUS\b/g, 'usa')
    .replace(/\b(in|the|from|across) us\b/gi, '$1 usa')
    .replace(
      /\bus(?=[\s-]+(company|companies|business|businesses|based|incorporated|firms?|corporations?|llcs?|startups?|clients?|customers?|entity|entities|citizens?|only)\b)/gi,
      'usa',
    )
}

/** Lower case, shorthand and contractions spelled out, money written as "$5k", one space apart. */
export function normalise(message: string): string[] {
  let text = markTheUnitedStates(message.normalize('NFKC').replace(/[’‘`´]/g, "'"))
  text = text.toLowerCase()
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement)
  text = text
    // "$ 5,000" and "5000 dollars" read as amounts; "5 k" as "5k".
    .replace(/\$\s+(?=\d)/g, '$')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d)\s+(k|m|mm|million|thousand)\b/g, '$1$2')
  const words = text.match(/\$?[a-z0-9]+(?:[.'][a-z0-9]+)*%?/g) ?? []
  return words.flatMap((word) =>
    Object.hasOwn(SHORTHAND, word) ? SHORTHAND[word]!.split(' ') : [word],
  )
}

/** Folds plurals and possessives, so "lenders" and "lender" are one word. */
export function fold(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(ss|us|is|ous)$/.test(word)) return word
  if (/(sh|ch|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** Edit distance with transpositions (Damerau-Levenshtein, optimal string alignment). */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previousPrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previousPrevious[j - 2]! + 1)
      current.push(value)
      rowMinimum = Math.min(rowMinimum, value)
    }
    if (rowMinimum > limit) return limit + 1
    previousPrevious = previous
    previous = current
  }
  return previous[b.length]!
}

/** How many typing slips a word of this length may carry and still be recognised. */
function allowedSlips(word: string): number {
  if (word.length < 5) return 0
  return word.length < 7 ? 1 : 2
}

export type Reading<Concept extends string> = {
  /** The message's words after shorthand, contractions and typos are dealt with. */
  words: string[]
  /** The ideas the message names. */
  concepts: Set<Concept>
  /** How many of the message's words each concept's phrases took: the longer, the surer. */
  coverage: Map<Concept, number>
  /** For each word of the message, the concept whose phrase took it, or null. */
  wordConcepts: (Concept | null)[]
}

type CompiledPhrase<Concept extends string> = { concept: Concept; words: string[] }

/**
 * A reader for one lexicon: corrects each unknown word to the nearest lexicon word within a slip or
 * two (words the site itself uses are never "corrected"), then finds phrases longest first, each
 * word belonging to one phrase only, and the lexicon's patterns over the corrected text.
 */
export function createReader<Concept extends string>(
  lexicon: ConceptLexicon<Concept>,
  knownWords: () => Iterable<string>,
) {
  const phrases: CompiledPhrase<Concept>[] = []
  for (const concept of Object.keys(lexicon) as Concept[]) {
    for (const phrase of lexicon[concept].phrases ?? [])
      phrases.push({ concept, words: normalise(phrase).map(fold) })
  }
  phrases.sort((a, b) => b.words.length - a.words.length)
  const lexiconWords = [...new Set(phrases.flatMap((phrase) => phrase.words))].filter(
    (word) => word.length >= 4 && !/\d/.test(word),
  )
  let vocabulary: Set<string> | undefined
  const known = () => {
    vocabulary ??= new Set([...knownWords()].map(fold).concat(phrases.flatMap((p) => p.words)))
    return vocabulary
  }

  function correct(word: string): string {
    const folded = fold(word)
    if (known().has(folded) || /\d/.test(word)) return word
    const limit = allowedSlips(word)
    let best: { word: string; distance: number } | undefined
    for (const candidate of lexiconWords) {
      // People rarely mistype a word's first letter, except by swapping the first two.
      const sameStart =
        candidate[0] === folded[0] || (candidate[0] === folded[1] && candidate[1] === folded[0])
      if (!sameStart) continue
      const distance = editDistance(folded, candidate, limit)
      if (distance <= limit && (!best || distance < best.distance))
        best = { word: candidate, distance }
    }
    return best?.word ?? word
  }

  return function read(message: string): Reading<Concept> {
    const words = normalise(message).map(correct)
    const folded = words.map(fold)
    const taken = new Array<Concept | null>(words.length).fill(null)
    const concepts = new Set<Concept>()
    const coverage = new Map<Concept, number>()
    for (const phrase of phrases) {
      const length = phrase.words.length
      for (let start = 0; start + length <= folded.length; start++) {
        let matches = true
        for (let offset = 0; offset < length && matches; offset++)
          matches = !taken[start + offset] && folded[start + offset] === phrase.words[offset]
        if (!matches) continue
        concepts.add(phrase.concept)
        coverage.set(phrase.concept, (coverage.get(phrase.concept) ?? 0) + length)
        for (let offset = 0; offset < length; offset++) taken[start + offset] = phrase.concept
      }
    }
    const text = words.join(' ')
    for (const concept of Object.keys(lexicon) as Concept[]) {
      for (const pattern of lexicon[concept].patterns ?? []) {
        const match = pattern.exec(text)
        if (!match) continue
        concepts.add(concept)
        const matchedWords = match[0].trim().split(' ').filter(Boolean).length
        coverage.set(concept, Math.max(coverage.get(concept) ?? 0, matchedWords, 1))
      }
    }
    return { words, concepts, coverage, wordConcepts: taken }
  }
}
