/**
 * French typography for text written with ordinary spaces (docs/decisions/0028-french.md): the
 * spaces that must not break a line become non-breaking, as Canadian French sets them.
 *
 * - before the colon and inside « »: a no-break space (U+00A0);
 * - before ; ! ?: a narrow no-break space (U+202F);
 * - between the digit groups of a number and before its unit ($, %, M$, G$, k$): a no-break space,
 *   as `Intl.NumberFormat('fr-CA')` writes them.
 *
 * It works on text, not markup: give it the text of a paragraph, never a URL or an attribute.
 */
const NO_BREAK = '\u00a0'
const NARROW_NO_BREAK = '\u202f'

export function frenchTypography(text: string): string {
  return (
    text
      // "mot : " and "mot :" at the end of a line; a time such as 9:00 has no space and is left.
      .replace(/[ \u00a0\u202f]+:/g, `${NO_BREAK}:`)
      .replace(/[ \u00a0\u202f]+([;!?])/g, `${NARROW_NO_BREAK}$1`)
      .replace(/«[ \u00a0\u202f]*/g, `«${NO_BREAK}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NO_BREAK}»`)
      // 50 000 and 1 150 000: each group of three digits keeps to the one before it.
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NO_BREAK}`)
      .replace(/(\d) (?=(?:[kMG]?\$|%)(?![\p{L}\d]))/gu, `$1${NO_BREAK}`)
  )
}
