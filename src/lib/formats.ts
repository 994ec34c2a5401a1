import { htmlLang, type Locale } from '@/i18n/locales'

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * One `Intl.NumberFormat` per language and options, built on first use: building one costs far
 * more than formatting with it, and a calculator's schedule formats hundreds of figures while the
 * page hydrates (issue 20: a 60-row schedule spent about 50 ms building formats).
 */
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(htmlLang[locale], options)
    numberFormats.set(key, format)
  }
  return format
}

/**
 * The figure to write with `digits` decimals, a value that rounds to zero made a plain zero: it
 * is written "0.00", never "-0.00" (a figure a hair below zero is none).
 */
function noNegativeZero(value: number, digits: number): number {
  return Math.abs(value) < 0.5 / 10 ** digits ? 0 : value
}

/**
 * Amounts, rates and months as each language writes them, through `Intl` (docs/decisions/
 * 0028-french.md): "$500K" and "500 k$", "$420,000" and "420 000 $", "7.9%" and "7,9 %",
 * "Jun 2028" and "juin 2028".
 */
export function formatAmount(locale: Locale, value: number, { compact = false } = {}): string {
  const text = numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: compact ? 1 : 0,
    ...(compact ? { notation: 'compact' } : {}),
  }).format(noNegativeZero(value, compact ? 1 : 0))
  // Canadian French writes the multiple against the sign ("500 k$", "3,5 G$"); Intl spaces them.
  return locale === 'fr' ? text.replace(/([kMG])[\s\u00a0\u202f]\$/u, '$1$') : text
}

export function formatPercent(locale: Locale, ratio: number): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(noNegativeZero(ratio, 3))
}

/** A month and year, "Jun 2028" or "juin 2028". */
export function formatMonth(locale: Locale, year: number, month: number): string {
  return new Intl.DateTimeFormat(htmlLang[locale], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1))
}

/**
 * An amount to the cent, as the funding tools show their results ("$5,250.47", "5 250,47 $"),
 * or to the dollar with `whole` ("$21,658", "21 658 $"); a negative one with a minus sign.
 */
export function formatMoney(locale: Locale, value: number, { whole = false } = {}): string {
  const text = numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(Math.abs(value))
  return `${noNegativeZero(value, whole ? 0 : 2) < 0 ? '−' : ''}${text}`
}

/**
 * A figure with a fixed number of decimals ("7.1", "7,1"). English keeps JavaScript's own
 * writing (`toFixed`, no grouping), as the tools always have.
 */
export function formatFixed(locale: Locale, value: number, digits: number): string {
  if (locale === 'en') return noNegativeZero(value, digits).toFixed(digits)
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(noNegativeZero(value, digits))
}

/** A rate given in percent, with a fixed number of decimals: "9.30%", "9,30 %". */
export function formatRate(locale: Locale, percent: number, digits = 2): string {
  if (locale === 'en') return `${noNegativeZero(percent, digits).toFixed(digits)}%`
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(noNegativeZero(percent, digits) / 100)
}
