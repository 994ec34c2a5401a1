import { htmlLang, type Locale } from '@/i18n/locales'

/**
 * Amounts, rates and months as each language writes them, through `Intl` (docs/decisions/
 * 0028-french.md): "$500K" and "500 k$", "$420,000" and "420 000 $", "7.9%" and "7,9 %",
 * "Jun 2028" and "juin 2028".
 */
export function formatAmount(locale: Locale, value: number, { compact = false } = {}): string {
  const text = new Intl.NumberFormat(htmlLang[locale], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: compact ? 1 : 0,
    ...(compact ? { notation: 'compact' } : {}),
  }).format(value)
  // Canadian French writes the multiple against the sign ("500 k$", "3,5 G$"); Intl spaces them.
  return locale === 'fr' ? text.replace(/([kMG])[\s\u00a0\u202f]\$/u, '$1$') : text
}

export function formatPercent(locale: Locale, ratio: number): string {
  return new Intl.NumberFormat(htmlLang[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(ratio)
}

/** A month and year, "Jun 2028" or "juin 2028". */
export function formatMonth(locale: Locale, year: number, month: number): string {
  return new Intl.DateTimeFormat(htmlLang[locale], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1))
}
