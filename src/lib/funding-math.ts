/**
 * The funding tools' arithmetic (issue 22): term loans, merchant cash advances, lines of credit
 * and invoice factoring. Pure and typed, with no React or browser in it, so the pages, the CSV
 * download and the unit tests use the same figures. Money is kept in whole cents wherever a
 * schedule is built, so a schedule's payments always sum to principal plus interest exactly.
 *
 * APRs are nominal annual rates, as lenders disclose them and as a spreadsheet gives them
 * (`RATE(n, payment, net amount) × periods a year`): the periodic rate at which the payments'
 * present value equals the money the business actually receives.
 */

import type { Locale } from '@/i18n/locales'

/** How often a term loan is repaid, in the order the page offers them. */
export const FREQUENCIES = ['monthly', 'biweekly', 'weekly'] as const

export type Frequency = (typeof FREQUENCIES)[number]

export const PERIODS_PER_YEAR: Record<Frequency, number> = { monthly: 12, biweekly: 26, weekly: 52 }

/**
 * Whether `text` is one of the frequencies. Not `text in PERIODS_PER_YEAR`: that is also true of
 * an object's built-in names ("constructor", "__proto__"), which an address can hold.
 */
export const isFrequency = (text: string): text is Frequency =>
  (FREQUENCIES as readonly string[]).includes(text)

/**
 * Business days a year on which a merchant cash advance is debited daily: 52 weeks of five days
 * less about eight public holidays, the count the blog's worked example uses (21 a month).
 */
export const BUSINESS_DAYS_PER_YEAR = 252

/**
 * What the tools refuse, and what to do instead: each limit's English words. The pages show the
 * same words from their catalogue (`Calculator.limits` in src/i18n/messages, in the page's
 * language; a test holds the English catalogue to this list).
 */
export const fundingLimits = {
  loanAmount: 'Enter an amount from $1,000 to $50M.',
  rate: 'Enter a rate from 0% to 100%.',
  term: 'Enter a term from 1 to 360 months.',
  frequency: 'Choose monthly, bi-weekly or weekly.',
  fee: 'Enter a fee from 0% to 20%.',
  advance: 'Enter an advance from $1,000 to $5M.',
  factorRate: 'Enter a factor rate from 1.00 to 5.00 (for example 1.35).',
  holdback: 'Enter a holdback from 1% to 50% of sales.',
  monthlySales: 'Enter your estimated card or bank sales a month ($1,000 or more).',
  debit: 'Enter the debit, $1 or more.',
  debitRounds: 'Each debit would round to nothing; enter a larger debit or holdback.',
  debitTooLarge: 'That figure is too large to work with; check the debit or the sales.',
  tenYears:
    'At that pace repayment would take more than ten years; enter a larger debit or holdback.',
  drawn: 'Enter a balance from $100 to $50M.',
  creditDays: 'Enter from 1 to 1,825 days (five years).',
  drawFee: 'Enter a draw fee from 0% to 10%.',
  invoice: 'Enter an invoice from $100 to $50M.',
  advanceRate: 'Enter an advance rate from 50% to 100%.',
  discountRate: 'Enter a discount rate from 0.1% to 15% per 30 days.',
  factoringDays: 'Enter from 1 to 365 days outstanding.',
  offerAmount: 'Enter an amount from $100 to $50M.',
  offerFee: 'Enter a fee from 0% to 50% of the amount funded, or in dollars up to half of it.',
  payment: 'Enter the payment, $1 or more.',
  paymentCount: 'Enter from 1 payment to 30 years of payments.',
  total: 'Enter the total repayment: at least what you receive, at most five times the amount.',
  paymentRange:
    'These payments would repay less than you receive or more than five times the amount; check the payment and the term.',
  paymentsTooSmall: 'Each payment would be less than $1; enter a shorter term.',
  useMonths: 'Enter the months you will use the money, from 1 to 360, or leave it empty.',
} as const

export type FundingLimit = keyof typeof fundingLimits

/** A figure the tool cannot work with (`field`), and the limit it breaks (`limit`). */
export class FundingInputError extends Error {
  constructor(
    readonly field: string,
    readonly limit: FundingLimit,
  ) {
    super(fundingLimits[limit])
    this.name = 'FundingInputError'
  }
}

/** Dollars as whole cents, and back: money is kept in cents wherever it is added up. */
export const toCents = (dollars: number) => Math.round(dollars * 100)
export const toDollars = (cents: number) => cents / 100

/** Throws the `FundingInputError` naming `field` and `limit` unless `condition` holds. */
export function ensure(condition: boolean, field: string, limit: FundingLimit) {
  if (!condition) throw new FundingInputError(field, limit)
}

// Figures as people type them -----------------------------------------------------------------

/**
 * The spaces French writes between groups of digits ("250 000"): a plain space, or the no-break
 * ones a number copied from a page carries.
 */
const GROUP_SPACE = '[ \\u00a0\\u202f]'

/**
 * The whole part of a number as each language's visitors type it. English: "250000" or
 * "250,000". French: the same (a figure pasted from an English page still reads), or grouped by
 * spaces, "250 000".
 */
const wholePart: Record<Locale, string> = {
  en: String.raw`\d{1,3}(?:,\d{3})+|\d+`,
  fr: String.raw`\d{1,3}(?:,\d{3})+|\d{1,3}(?:${GROUP_SPACE}\d{3})+|\d+`,
}

/**
 * The decimal part: a point in English ("250,000.50"); a comma or a point in French ("0,5",
 * "1,5 M"). A comma followed by three digits is read as English grouping first ("1,500" is
 * 1 500 on both pages), as a French decimal otherwise ("25,50").
 */
const decimalPart: Record<Locale, string> = { en: String.raw`\.\d+`, fr: String.raw`[.,]\d+` }

const digitsOnly = (text: string) => text.replace(/[^\d]/g, '')

/**
 * A dollar amount as people type it: "250000", "250,000", "$250,000.50", "$250k", "1.5M"; in
 * French also "250 000", "250 000 $", "250 000,50 $", "250 k$" and "1,5 M$" (the sign after the
 * figure, as French writes it). Answers null when the text is not an amount.
 */
export function parseAmount(text: string, locale: Locale = 'en'): number | null {
  // The dollar sign goes before the figure, or in French after it (one of the two).
  const figure = text.trim().replace(locale === 'fr' ? /^\$\s*|\s*\$$/ : /^\$\s*/, '')
  const match = new RegExp(
    String.raw`^(${wholePart[locale]})?(${decimalPart[locale]})?\s*([kKmM])?$`,
  ).exec(figure)
  if (!match || (!match[1] && !match[2])) return null
  const number = Number(
    `${digitsOnly(match[1] ?? '0')}${match[2] ? `.${digitsOnly(match[2])}` : ''}`,
  )
  const scale = { k: 1e3, m: 1e6 }[(match[3] ?? '').toLowerCase() as 'k' | 'm'] ?? 1
  const amount = number * scale
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : null
}

/**
 * A rate or a factor as typed: "9.5", "9.5%", "1.35", " 9,5 " or "9,5 %". Rates are never
 * grouped, so a comma is a decimal point on either page and one reading serves both languages.
 */
export function parseDecimal(text: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?|[.,]\d+)\s*%?\s*$/.exec(text)
  return match ? Number(match[1]!.replace(',', '.')) : null
}

/** A whole number as typed ("60", "1,825"; in French also "1 825"). */
export function parseWhole(text: string, locale: Locale = 'en'): number | null {
  const match = new RegExp(String.raw`^\s*(${wholePart[locale]})\s*$`).exec(text)
  return match ? Number(digitsOnly(match[1]!)) : null
}

/**
 * The periodic rate at which the present value of `payments` (one a period, the first one
 * period from now) equals `received`: bisection, which cannot miss on cash flows like these
 * (the present value falls as the rate rises), to a billionth. Payments that only give back
 * what was received, to the cent, cost exactly nothing: a bisection would stop a hair either
 * side of zero, and a page would show a 0% loan at "-0.00%".
 */
export function periodicRate(payments: number[], received: number): number {
  const repaid = payments.reduce((sum, payment) => sum + toCents(payment), 0)
  if (repaid === toCents(received)) return 0
  const presentValue = (rate: number) => {
    let discount = 1
    let sum = 0
    for (const payment of payments) {
      discount /= 1 + rate
      // A payment of nothing adds nothing, even where the discount has overflowed (0 × Infinity is NaN).
      if (payment !== 0) sum += payment * discount
    }
    return sum
  }
  let low = -0.99
  let high = 1
  while (presentValue(high) > received) {
    high *= 2
    if (high > 1e6) return Number.POSITIVE_INFINITY
  }
  if (presentValue(low) < received) return Number.NaN
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2
    if (presentValue(middle) > received) low = middle
    else high = middle
  }
  return (low + high) / 2
}

// Term loans ------------------------------------------------------------------------------------

export type TermLoanInput = {
  /** Dollars borrowed. */
  amount: number
  /** Annual interest rate in percent, e.g. 9.5. */
  annualRate: number
  /** Months until the last payment. */
  termMonths: number
  frequency: Frequency
  /** Origination fee in percent of the amount, taken from what the business receives. */
  feePercent?: number
}

export type ScheduleRow = {
  number: number
  payment: number
  interest: number
  principal: number
  balance: number
}

export type TermLoanResult = {
  payments: number
  /** The regular payment (the last may differ by cents, to close the balance exactly). */
  payment: number
  totalInterest: number
  fee: number
  /** Interest plus the fee. */
  totalCost: number
  /** Everything paid back, plus the fee. */
  totalPaid: number
  /** The nominal APR in percent, fee included. */
  apr: number
  schedule: ScheduleRow[]
}

export function checkTermLoan({
  amount,
  annualRate,
  termMonths,
  frequency,
  feePercent = 0,
}: TermLoanInput) {
  ensure(amount >= 1000 && amount <= 50_000_000, 'amount', 'loanAmount')
  ensure(annualRate >= 0 && annualRate <= 100, 'annualRate', 'rate')
  ensure(Number.isInteger(termMonths) && termMonths >= 1 && termMonths <= 360, 'termMonths', 'term')
  ensure(isFrequency(frequency), 'frequency', 'frequency')
  ensure(feePercent >= 0 && feePercent <= 20, 'feePercent', 'fee')
}

/** The level payment, rounded to the cent, that repays `principal` over `count` periods at `rate`. */
export function levelPayment(principal: number, rate: number, count: number): number {
  const exact = rate === 0 ? principal / count : (principal * rate) / (1 - (1 + rate) ** -count)
  return toDollars(Math.round(exact * 100))
}

/**
 * The schedule that repays `principal` over `count` periods at the periodic `rate`: the level
 * payment, each period's interest on what is still owed rounded to the cent, and a last payment
 * that closes the balance exactly (it carries the cents the rounding left over). A level payment
 * rounded up can repay a long loan of small payments early: the schedule ends there.
 */
export function amortize(principal: number, rate: number, count: number): ScheduleRow[] {
  const paymentCents = toCents(levelPayment(principal, rate, count))
  const schedule: ScheduleRow[] = []
  let balance = toCents(principal)
  for (let number = 1; number <= count && balance > 0; number += 1) {
    const interest = Math.round(balance * rate)
    const principalPaid = number === count ? balance : Math.min(paymentCents - interest, balance)
    balance -= principalPaid
    schedule.push({
      number,
      payment: toDollars(principalPaid + interest),
      interest: toDollars(interest),
      principal: toDollars(principalPaid),
      balance: toDollars(balance),
    })
  }
  return schedule
}

export function termLoan(input: TermLoanInput): TermLoanResult {
  checkTermLoan(input)
  const { amount, annualRate, termMonths, frequency, feePercent = 0 } = input
  const perYear = PERIODS_PER_YEAR[frequency]
  const count = Math.max(1, Math.round((termMonths * perYear) / 12))
  const rate = annualRate / 100 / perYear
  const schedule = amortize(amount, rate, count)
  const interestCents = schedule.reduce((sum, row) => sum + toCents(row.interest), 0)
  const fee = toDollars(Math.round(toCents(amount) * (feePercent / 100)))
  const totalInterest = toDollars(interestCents)
  const periodic = periodicRate(
    schedule.map((row) => row.payment),
    amount - fee,
  )
  return {
    payments: schedule.length,
    payment: levelPayment(amount, rate, count),
    totalInterest,
    fee,
    totalCost: toDollars(interestCents + toCents(fee)),
    totalPaid: toDollars(toCents(amount) + interestCents + toCents(fee)),
    apr: periodic * perYear * 100,
    schedule,
  }
}

/** The CSV's columns in English; a page in another language names them in its own words. */
export const SCHEDULE_COLUMNS = ['Payment', 'Amount', 'Interest', 'Principal', 'Balance'] as const

/**
 * The schedule as CSV, one row a payment, for a spreadsheet: the header row in the page's
 * words (`columns`), the figures in the format every spreadsheet reads (`1,2027.64,...`).
 */
export function scheduleCsv(
  schedule: ScheduleRow[],
  columns: readonly string[] = SCHEDULE_COLUMNS,
): string {
  const money = (value: number) => value.toFixed(2)
  return [
    columns.join(','),
    ...schedule.map((row) =>
      [
        row.number,
        money(row.payment),
        money(row.interest),
        money(row.principal),
        money(row.balance),
      ].join(','),
    ),
  ].join('\r\n')
}

// Merchant cash advances ------------------------------------------------------------------------

export type CashAdvanceInput = {
  advance: number
  /** What each dollar advanced costs to repay, e.g. 1.35. */
  factorRate: number
} & (
  | { repayment: 'daily' | 'weekly'; debit: number }
  | { repayment: 'holdback'; holdbackPercent: number; monthlySales: number }
)

export type CashAdvanceResult = {
  totalRepayment: number
  costOfCapital: number
  /** Debits until repaid (business days for daily debits and a holdback, weeks for weekly). */
  payments: number
  paymentUnit: 'business day' | 'week'
  /** The usual debit, as entered or as the holdback gives it. */
  debit: number
  /**
   * The last debit: what remains, which may be less than the usual one. A single debit is the
   * whole repayment, however large the usual one.
   */
  lastDebit: number
  estimatedMonths: number
  /** The estimated nominal APR in percent. */
  apr: number
}

export function checkCashAdvance(input: CashAdvanceInput) {
  ensure(input.advance >= 1000 && input.advance <= 5_000_000, 'advance', 'advance')
  ensure(input.factorRate >= 1 && input.factorRate <= 5, 'factorRate', 'factorRate')
  if (input.repayment === 'holdback') {
    ensure(input.holdbackPercent >= 1 && input.holdbackPercent <= 50, 'holdbackPercent', 'holdback')
    ensure(input.monthlySales >= 1000, 'monthlySales', 'monthlySales')
  } else {
    ensure(input.debit >= 1, 'debit', 'debit')
  }
}

/**
 * The debit, in cents, that a holdback of `holdbackPercent` of `monthlySales` comes to each
 * business day: a share of each day's sales, spread evenly over a month's business days.
 */
export function holdbackDebitCents(monthlySales: number, holdbackPercent: number): number {
  return Math.round((toCents(monthlySales) * (holdbackPercent / 100) * 12) / BUSINESS_DAYS_PER_YEAR)
}

/**
 * How many debits of `debitCents` repay `totalCents`, and the last one: what remains, which may
 * be less than the others. Refused, naming `field`, when a debit rounds to nothing or is too large
 * to count in cents (1e308 dollars, which JSON can carry), or when the debits (`perYear` of them a
 * year) would run past ten years.
 */
export function debitsToRepay(
  totalCents: number,
  debitCents: number,
  { perYear, field }: { perYear: number; field: string },
): { count: number; lastCents: number } {
  ensure(debitCents >= 1, field, 'debitRounds')
  ensure(Number.isFinite(debitCents), field, 'debitTooLarge')
  const count = Math.ceil(totalCents / debitCents)
  ensure(count <= perYear * 10, field, 'tenYears')
  return { count, lastCents: totalCents - debitCents * (count - 1) }
}

/** `count` payments of `regular`, the last one `last`, in order. */
export function paymentList(count: number, regular: number, last: number): number[] {
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? last : regular))
}

export function cashAdvance(input: CashAdvanceInput): CashAdvanceResult {
  checkCashAdvance(input)
  const totalCents = Math.round(toCents(input.advance) * input.factorRate)
  const paymentUnit = input.repayment === 'weekly' ? 'week' : 'business day'
  const perYear = input.repayment === 'weekly' ? 52 : BUSINESS_DAYS_PER_YEAR
  const debitCents =
    input.repayment === 'holdback'
      ? holdbackDebitCents(input.monthlySales, input.holdbackPercent)
      : toCents(input.debit)
  // A refusal of the pace names the field the visitor sees: the holdback when repaid by a share.
  const paceField = input.repayment === 'holdback' ? 'holdbackPercent' : 'debit'
  const { count, lastCents: lastDebitCents } = debitsToRepay(totalCents, debitCents, {
    perYear,
    field: paceField,
  })
  const payments = paymentList(count, toDollars(debitCents), toDollars(lastDebitCents))
  return {
    totalRepayment: toDollars(totalCents),
    costOfCapital: toDollars(totalCents - toCents(input.advance)),
    payments: count,
    paymentUnit,
    debit: toDollars(debitCents),
    lastDebit: toDollars(lastDebitCents),
    estimatedMonths: (count * 12) / perYear,
    apr: periodicRate(payments, input.advance) * perYear * 100,
  }
}

// Lines of credit -------------------------------------------------------------------------------

export type CreditLineInput = {
  /** The balance drawn and kept outstanding. */
  drawn: number
  annualRate: number
  /** Days the balance stays drawn. */
  days: number
  /** A fee on each draw, in percent of it (0 when there is none). */
  drawFeePercent?: number
}

export type CreditLineResult = {
  dailyInterest: number
  monthlyInterest: number
  interest: number
  drawFee: number
  totalCost: number
  /**
   * The cost as a simple annual rate, in percent, fee included, on what the business receives
   * (the balance less the fee): the draw's APR, as its standard disclosure states it (decision
   * 0033; on the whole balance it read 16.06% beside an APR of 16.22%).
   */
  annualisedCost: number
}

export function checkCreditLine({ drawn, annualRate, days, drawFeePercent = 0 }: CreditLineInput) {
  ensure(drawn >= 100 && drawn <= 50_000_000, 'drawn', 'drawn')
  ensure(annualRate >= 0 && annualRate <= 100, 'annualRate', 'rate')
  ensure(Number.isInteger(days) && days >= 1 && days <= 1825, 'days', 'creditDays')
  ensure(drawFeePercent >= 0 && drawFeePercent <= 10, 'drawFeePercent', 'drawFee')
}

/**
 * Simple interest on `balance` at `annualRate` percent for `days` days, on an actual/365 basis
 * as most business lines of credit charge it, to the cent.
 */
export function simpleInterest(balance: number, annualRate: number, days: number): number {
  const daily = (balance * annualRate) / 100 / 365
  return toDollars(Math.round(daily * days * 100))
}

/** Simple daily interest on an actual/365 basis, as most business lines of credit charge it. */
export function creditLine(input: CreditLineInput): CreditLineResult {
  checkCreditLine(input)
  const { drawn, annualRate, days, drawFeePercent = 0 } = input
  const daily = (drawn * annualRate) / 100 / 365
  const interest = simpleInterest(drawn, annualRate, days)
  const drawFee = toDollars(Math.round(toCents(drawn) * (drawFeePercent / 100)))
  const totalCost = toDollars(toCents(interest) + toCents(drawFee))
  return {
    dailyInterest: toDollars(Math.round(daily * 100)),
    monthlyInterest: toDollars(Math.round(((drawn * annualRate) / 100 / 12) * 100)),
    interest,
    drawFee,
    totalCost,
    annualisedCost: ((totalCost / (drawn - drawFee)) * 365 * 100) / days,
  }
}

// Invoice factoring -----------------------------------------------------------------------------

export type FactoringInput = {
  invoice: number
  /** Percent of the invoice paid up front, e.g. 85. */
  advanceRate: number
  /** The factor's fee in percent of the invoice per 30 days, e.g. 3. */
  discountRate: number
  /** Days until the customer pays. */
  days: number
}

export type FactoringResult = {
  advance: number
  fee: number
  /** What the factor pays once the customer has paid: the invoice less the advance and the fee. */
  rebate: number
  /** What the business receives in all. */
  received: number
  /** The fee as a simple annual rate on the money advanced, in percent. */
  annualisedCost: number
}

export function checkFactoring({ invoice, advanceRate, discountRate, days }: FactoringInput) {
  ensure(invoice >= 100 && invoice <= 50_000_000, 'invoice', 'invoice')
  ensure(advanceRate >= 50 && advanceRate <= 100, 'advanceRate', 'advanceRate')
  ensure(discountRate >= 0.1 && discountRate <= 15, 'discountRate', 'discountRate')
  ensure(Number.isInteger(days) && days >= 1 && days <= 365, 'days', 'factoringDays')
}

/** The fee accrues day by day (the discount rate prorated over each 30 days). */
export function factoring(input: FactoringInput): FactoringResult {
  checkFactoring(input)
  const { invoice, advanceRate, discountRate, days } = input
  const advanceCents = Math.round(toCents(invoice) * (advanceRate / 100))
  const feeCents = Math.round(toCents(invoice) * (discountRate / 100) * (days / 30))
  const rebateCents = toCents(invoice) - advanceCents - feeCents
  return {
    advance: toDollars(advanceCents),
    fee: toDollars(feeCents),
    rebate: toDollars(rebateCents),
    received: toDollars(advanceCents + rebateCents),
    annualisedCost: ((feeCents / advanceCents) * 365 * 100) / days,
  }
}
