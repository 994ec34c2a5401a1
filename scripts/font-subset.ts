/**
 * `npm run font:subset`: writes the site's one font file, Inter (variable, from
 * @fontsource-variable/inter) cut down to the characters in FONT_CHARACTERS, the weights the site
 * uses (400-700) and the layout features that are on by default. It is about half the size of the
 * full Latin file (issue 9). `font-subset.test.ts` checks that the committed file is what this
 * produces and that the site uses no character outside it. The cut font stays under the SIL Open
 * Font License (Inter-LICENSE.txt beside it).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(__dirname, '..')
const sourceFont = path.join(
  root,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)
export const subsetFontFile = path.join(root, 'src/app/fonts/inter-subset.woff2')

function range(first: number, last: number): string {
  return Array.from({ length: last - first + 1 }, (_, index) =>
    String.fromCodePoint(first + index),
  ).join('')
}

/**
 * Basic Latin and Latin-1 (accented names such as Élise or Nuñez), general punctuation (dashes,
 * quotes, bullet, ellipsis), and the few symbols the pages use.
 */
export const FONT_CHARACTERS =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  // French beyond Latin-1: œ, Œ and Ÿ (main-d’œuvre), and the narrow no-break space set before
  // ; ! ? (lib/french-typography).
  'ŒœŸ\u202f' +
  range(0x2010, 0x2027) +
  range(0x2030, 0x203a) +
  '€™←↑→↓−✓'

const FONT_WEIGHTS = { min: 400, max: 700 }
const LAYOUT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'tnum']

export function buildSubsetFont(): Promise<Buffer> {
  return subsetFont(readFileSync(sourceFont), FONT_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: { wght: FONT_WEIGHTS },
  })
}

if (require.main === module) {
  void buildSubsetFont().then((font) => {
    writeFileSync(subsetFontFile, font)
    console.log(`Wrote ${path.relative(root, subsetFontFile)} (${font.length} bytes)`)
  })
}
