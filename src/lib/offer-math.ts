/**
 * What an offer really costs (issue 38): an offer of any of the four kinds the site prices (a
 * term loan, a line-of-credit draw, a merchant cash advance or other sales-based financing,
 * invoice factoring), as a visitor types it, stated one way: the standard disclosure (amount
 * funded, amount received, finance charge, total repayment, estimated APR, payments, estimated
 * term), the same cost in the other units people quote, and what to look out for.
 *
 * Built on the calculators' arithmetic (`funding-math.ts`): the same schedules, debits, interest
 * and factoring fee, the same APR (the nominal annual rate at which the payments repay what the
 * business receives, `RATE(n, payment, received) × payments a year`) and the same limits and
 * errors. Pure and typed, for the pages, the methodology and the tests alike.
 *
 * Rules, which the methodology page states:
 * - Money in whole cents. A fee in percent is a share of the amount funded (the advance, for
 *   factoring), rounded to the cent.
 * - A fee withheld at funding is money the business never receives; a fee added is repaid with
 *   the payments (with a rate it is borrowed with the rest and bears interest; a total or a
 *   payment the visitor types already includes it, so it is not counted twice).
 * - Payments a year: 12 monthly, 26 bi-weekly, 52 weekly, 252 business days (daily debits and
 *   holdbacks); a single payment after d days is one period of d days, 365 ÷ d a year.
 * - A total repaid in equal payments: each is the total divided by the count, rounded down to
 *   the cent, the last taking the cents left over. Debits of a fixed amount or of a holdback run
 *   until the total is repaid, the last being what remains.
 * - The APR is rounded to 0.01 point, the other units likewise; a figure that rounds to zero is
 *   zero, never "-0.00".
 */

import type { Locale } from '@/i18n/locales'
import {
  BUSINESS_DAYS_PER_YEAR,
  FundingInputError,
  PERIODS_PER_YEAR,
  amortize,
  debitsToRepay,
  ensure,
  factoring,
  holdbackDebitCents,
  parseAmount,
  parseDecimal,
  parseWhole,
  paymentList,
  periodicRate,
  simpleInterest,
  toCents,
  toDollars,
  type CashAdvanceInput,
  type CreditLineInput,
  type FactoringInput,
  type FundingLimit,
  type TermLoanInput,
} from './funding-math'

export const OFFER_KINDS = ['termLoan', 'lineOfCredit', 'salesBased', 'factoring'] as const

export type OfferKind = (typeof OFFER_KINDS)[number]

/** Whether `text` is one of the kinds (checked against the list, never with `in`). */
export const isOfferKind = (text: string): text is OfferKind =>
  (OFFER_KINDS as readonly string[]).includes(text)

/** How often a loan or a draw is repaid in installments: the term loan's three, or daily. */
export const INSTALLMENT_FREQUENCIES = ['monthly', 'biweekly', 'weekly', 'daily'] as const

export type InstallmentFrequency = (typeof INSTALLMENT_FREQUENCIES)[number]

/** How often an offer's payments fall: in installments, or once, at the end. */
export type PaymentFrequency = InstallmentFrequency | 'once'

const isInstallmentFrequency = (text: string): text is InstallmentFrequency =>
  (INSTALLMENT_FREQUENCIES as readonly string[]).includes(text)

/** Installments a year; a daily one falls on each of the business days of a year. */
export const INSTALLMENTS_PER_YEAR: Record<InstallmentFrequency, number> = {
  ...PERIODS_PER_YEAR,
  daily: BUSINESS_DAYS_PER_YEAR,
}

/** Days a year for an offer repaid once, after so many days (actual/365, as lines of credit). */
export const DAYS_PER_YEAR = 365

/**
 * The APR above which an offer is flagged: Canada's criminal rate, 35% APR since 1 January 2025
 * (Criminal Code, s. 347; which loans it covers is for the page's words, not this number).
 */
export const APR_FLAG_PERCENT = 35

/**
 * A fee withheld at funding of this share of the amount funded or more is flagged as large: one
 * dollar in twenty gone before the business sees the money, a few times what a bank's
 * origination fee usually is, and on a short term it alone adds many points to the APR.
 */
export const LARGE_WITHHELD_FEE_PERCENT = 5

/** The longest a term in months, or the use of the money, may be: 30 years. */
const MAX_MONTHS = 360

/** A fee as the offer states it: a percentage of the amount funded, or dollars. */
export type Fee = { unit: 'percent' | 'dollars'; value: number }

/** What every offer may state, whatever its kind. */
type OfferTerms = {
  /** The dollars offered: the loan, the draw or the advance; for factoring, the invoice. */
  amount: number
  /** A fee taken from the money at funding: the business receives that much less. */
  withheldFee?: Fee
  /** A fee added to what is repaid. */
  addedFee?: Fee
  /** How many months the business will use the money for, when the visitor says. */
  useMonths?: number
  /** The offer would renew or add to an advance or a loan not yet repaid. */
  renewsExisting?: boolean
}

/** How an offer states its price. */
export type Price =
  | { by: 'rate'; rate: number }
  | { by: 'factor'; factor: number }
  | { by: 'total'; total: number }
  | { by: 'payment'; payment: number }

/** When an installment offer is repaid: a term in months or in payments, or once after days. */
export type Installments =
  | { frequency: InstallmentFrequency; term: number; termUnit: 'months' | 'payments' }
  | { frequency: 'once'; days: number }

/** A term loan, or a draw on a line of credit: installments (or one payment) at a price. */
export type InstallmentOffer = OfferTerms & {
  kind: 'termLoan' | 'lineOfCredit'
  price: Price
  schedule: Installments
}

/** A merchant cash advance or other sales-based financing: a total, repaid by debits. */
export type SalesBasedOffer = OfferTerms & {
  kind: 'salesBased'
  price: Extract<Price, { by: 'factor' | 'total' }>
  repayment:
    | {
        by: 'daily' | 'weekly'
        payment: number
        /** Estimated sales a month, optional: they give the share of revenue the debits take. */
        sales?: number
      }
    | { by: 'holdback'; holdback: number; sales: number }
}

/** Invoice factoring: `amount` is the invoice; the discount rate is per 30 days, prorated. */
export type FactoringOffer = OfferTerms & {
  kind: 'factoring'
  advanceRate: number
  discount: number
  days: number
}

export type Offer = InstallmentOffer | SalesBasedOffer | FactoringOffer

/** The fields an offer's figures are typed in, and its errors name. */
export type OfferField =
  | 'amount'
  | 'withheldFee'
  | 'addedFee'
  | 'useMonths'
  | 'rate'
  | 'factor'
  | 'total'
  | 'payment'
  | 'frequency'
  | 'term'
  | 'days'
  | 'holdback'
  | 'sales'
  | 'advanceRate'
  | 'discount'

export type OfferErrors = Partial<Record<OfferField, FundingLimit>>

/** What to look out for, in the order a page lists them; each applies to some offers only. */
export const OFFER_FLAGS = [
  'aprAbove35',
  'dailyDebits',
  'largeWithheldFee',
  'termShorterThanUse',
  'stacking',
] as const

export type OfferFlag = (typeof OFFER_FLAGS)[number]

/** What a visitor must still ask of every offer: its terms cannot tell. */
export const OFFER_QUESTIONS = [
  'prepayment',
  'collateral',
  'personalGuarantee',
  'confessionOfJudgment',
] as const

export type OfferQuestion = (typeof OFFER_QUESTIONS)[number]

/** One offer, stated the standard way. Money in dollars to the cent; rates in percent. */
export type OfferDisclosure = {
  kind: OfferKind
  /** The amount the offer is for: the loan, the draw, the advance (the factor's advance). */
  amountFunded: number
  /** What the business actually receives: the amount funded less any fee withheld. */
  amountReceived: number
  /** Everything repaid less what is received: interest and every fee. */
  financeCharge: number
  totalRepayment: number
  /** The estimated nominal APR, to 0.01 point. */
  apr: number
  /** The regular payment. */
  payment: number
  /** The last payment: what remains, or the rounding; the same as the others most often. */
  lastPayment: number
  payments: number
  frequency: PaymentFrequency
  /** The estimated term in months: payments ÷ payments a year × 12, or days ÷ 365 × 12. */
  termMonths: number
  /** The days until the one payment of an offer repaid once; null otherwise. */
  termDays: number | null
  /** Cost per dollar received, in cents, to 0.01 cent. */
  centsPerDollar: number
  /** The APR spread over twelve months, as offers quoted "a month" state it, to 0.01 point. */
  monthlyRate: number
  /** The finance charge per month of the estimated term, to the cent. */
  monthlyFinanceCharge: number
  /** Of a sales-based offer, the share of monthly sales its payments take, to 0.01 point. */
  revenueShare: number | null
  flags: OfferFlag[]
  questions: readonly OfferQuestion[]
}

/** A figure rounded to hundredths, a result that rounds to zero made a plain zero. */
function hundredths(value: number): number {
  const rounded = Math.round(value * 100) / 100
  return rounded === 0 ? 0 : rounded
}

/** The payments of an offer, what it funds and withholds, and how often it is repaid. */
type CashFlow = {
  fundedCents: number
  withheldCents: number
  /** Every payment, in cents, in order, the first one period after funding. */
  payments: number[]
  perYear: number
  frequency: PaymentFrequency
  termMonths: number
  termDays: number | null
  revenueShare: number | null
}

/** A fee in cents: a share of the amount funded or dollars, at most half of that amount. */
function feeCents(fee: Fee | undefined, fundedCents: number, field: OfferField): number {
  if (!fee) return 0
  const cents =
    fee.unit === 'percent' ? Math.round(fundedCents * (fee.value / 100)) : toCents(fee.value)
  ensure(
    fee.value >= 0 && (fee.unit !== 'percent' || fee.value <= 50) && cents * 2 <= fundedCents,
    field,
    'offerFee',
  )
  return cents
}

/** `totalCents` in `count` equal payments rounded down to the cent, the last taking the rest. */
function equalPayments(totalCents: number, count: number): number[] {
  const regular = Math.floor(totalCents / count)
  return paymentList(count, regular, totalCents - regular * (count - 1))
}

/** A total the visitor typed (or typed payments' total): no less than received, at most 5×. */
function ensureRepays(
  totalCents: number,
  receivedCents: number,
  amountCents: number,
  field: OfferField,
  limit: FundingLimit,
) {
  ensure(totalCents >= receivedCents && totalCents <= amountCents * 5, field, limit)
}

function ensureAmount(amount: number) {
  ensure(amount >= 100 && amount <= 50_000_000, 'amount', 'offerAmount')
}

function installmentFlow(offer: InstallmentOffer): CashFlow {
  ensureAmount(offer.amount)
  const fundedCents = toCents(offer.amount)
  const withheldCents = feeCents(offer.withheldFee, fundedCents, 'withheldFee')
  const addedCents = feeCents(offer.addedFee, fundedCents, 'addedFee')
  const { schedule, price } = offer

  let count = 1
  let perYear: number
  let termDays: number | null = null
  if (schedule.frequency === 'once') {
    const { days } = schedule
    ensure(Number.isInteger(days) && days >= 1 && days <= 1825, 'days', 'creditDays')
    perYear = DAYS_PER_YEAR / days
    termDays = days
  } else {
    ensure(isInstallmentFrequency(schedule.frequency), 'frequency', 'frequency')
    perYear = INSTALLMENTS_PER_YEAR[schedule.frequency]
    const { term } = schedule
    if (schedule.termUnit === 'payments') {
      ensure(
        Number.isInteger(term) && term >= 1 && term <= (perYear * MAX_MONTHS) / 12,
        'term',
        'paymentCount',
      )
      count = term
    } else {
      ensure(Number.isInteger(term) && term >= 1 && term <= MAX_MONTHS, 'term', 'term')
      count = Math.max(1, Math.round((term * perYear) / 12))
    }
  }

  const receivedCents = fundedCents - withheldCents
  let payments: number[]
  if (price.by === 'rate') {
    ensure(price.rate >= 0 && price.rate <= 100, 'rate', 'rate')
    // A fee added to the balance is borrowed with the rest: interest accrues on it.
    const financed = toDollars(fundedCents + addedCents)
    payments =
      schedule.frequency === 'once'
        ? [toCents(financed + simpleInterest(financed, price.rate, schedule.days))]
        : amortize(financed, price.rate / 100 / perYear, count).map((row) => toCents(row.payment))
  } else if (price.by === 'factor') {
    ensure(price.factor >= 1 && price.factor <= 5, 'factor', 'factorRate')
    payments = equalPayments(Math.round(fundedCents * price.factor) + addedCents, count)
  } else if (price.by === 'total') {
    const totalCents = toCents(price.total)
    ensureRepays(totalCents, receivedCents, fundedCents, 'total', 'total')
    payments = equalPayments(totalCents, count)
  } else {
    ensure(price.payment >= 1, 'payment', 'payment')
    payments = paymentList(count, toCents(price.payment), toCents(price.payment))
    ensureRepays(
      count * toCents(price.payment),
      receivedCents,
      fundedCents,
      'payment',
      'paymentRange',
    )
  }
  ensure(payments[0]! >= 100, schedule.frequency === 'once' ? 'days' : 'term', 'paymentsTooSmall')
  const frequency = schedule.frequency
  return {
    fundedCents,
    withheldCents,
    payments,
    perYear,
    frequency,
    // A long loan of small payments rounded up can end early (`amortize`): its term is shorter.
    termMonths:
      termDays === null ? (payments.length * 12) / perYear : (termDays * 12) / DAYS_PER_YEAR,
    termDays,
    revenueShare: null,
  }
}

function salesBasedFlow(offer: SalesBasedOffer): CashFlow {
  ensureAmount(offer.amount)
  const fundedCents = toCents(offer.amount)
  const withheldCents = feeCents(offer.withheldFee, fundedCents, 'withheldFee')
  const addedCents = feeCents(offer.addedFee, fundedCents, 'addedFee')
  const { price, repayment } = offer

  let totalCents: number
  if (price.by === 'total') {
    totalCents = toCents(price.total)
    ensureRepays(totalCents, fundedCents - withheldCents, fundedCents, 'total', 'total')
  } else {
    ensure(price.factor >= 1 && price.factor <= 5, 'factor', 'factorRate')
    totalCents = Math.round(fundedCents * price.factor) + addedCents
  }

  let debitCents: number
  let monthlySales: number | null
  if (repayment.by === 'holdback') {
    ensure(repayment.holdback >= 1 && repayment.holdback <= 50, 'holdback', 'holdback')
    ensure(repayment.sales >= 1000, 'sales', 'monthlySales')
    debitCents = holdbackDebitCents(repayment.sales, repayment.holdback)
    monthlySales = repayment.sales
  } else {
    ensure(repayment.payment >= 1, 'payment', 'payment')
    if (repayment.sales !== undefined) ensure(repayment.sales >= 1000, 'sales', 'monthlySales')
    debitCents = toCents(repayment.payment)
    monthlySales = repayment.sales ?? null
  }
  const weekly = repayment.by === 'weekly'
  const perYear = weekly ? PERIODS_PER_YEAR.weekly : BUSINESS_DAYS_PER_YEAR
  const { count, lastCents } = debitsToRepay(totalCents, debitCents, {
    perYear,
    field: repayment.by === 'holdback' ? 'holdback' : 'payment',
  })
  // A holdback is the share the visitor typed; fixed debits take what they come to in a month.
  const revenueShare =
    repayment.by === 'holdback'
      ? repayment.holdback
      : monthlySales === null
        ? null
        : (toDollars(debitCents) * perYear * 100) / 12 / monthlySales
  return {
    fundedCents,
    withheldCents,
    payments: paymentList(count, debitCents, lastCents),
    perYear,
    frequency: weekly ? 'weekly' : 'daily',
    termMonths: (count * 12) / perYear,
    termDays: null,
    revenueShare,
  }
}

/** The factoring calculator's fields, as an offer names them. */
const factoringFields: Record<string, OfferField> = {
  invoice: 'amount',
  advanceRate: 'advanceRate',
  discountRate: 'discount',
  days: 'days',
}

/**
 * The factor keeps, from the customer's payment after `days`, its advance and its fee: to the
 * business, one payment of both, one period of `days` after the advance.
 */
function factoringFlow(offer: FactoringOffer): CashFlow {
  let result: ReturnType<typeof factoring>
  try {
    result = factoring({
      invoice: offer.amount,
      advanceRate: offer.advanceRate,
      discountRate: offer.discount,
      days: offer.days,
    })
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    throw new FundingInputError(factoringFields[error.field] ?? 'amount', error.limit)
  }
  const fundedCents = toCents(result.advance)
  const withheldCents = feeCents(offer.withheldFee, fundedCents, 'withheldFee')
  const addedCents = feeCents(offer.addedFee, fundedCents, 'addedFee')
  return {
    fundedCents,
    withheldCents,
    payments: [fundedCents + toCents(result.fee) + addedCents],
    perYear: DAYS_PER_YEAR / offer.days,
    frequency: 'once',
    termMonths: (offer.days * 12) / DAYS_PER_YEAR,
    termDays: offer.days,
    revenueShare: null,
  }
}

function cashFlowOf(offer: Offer): CashFlow {
  switch (offer.kind) {
    case 'termLoan':
    case 'lineOfCredit':
      return installmentFlow(offer)
    case 'salesBased':
      return salesBasedFlow(offer)
    case 'factoring':
      return factoringFlow(offer)
    default:
      throw new FundingInputError('amount', 'offerAmount')
  }
}

/** What to look out for in this offer, in `OFFER_FLAGS` order. */
function flagsOf(offer: Offer, flow: CashFlow, apr: number): OfferFlag[] {
  const applies: Record<OfferFlag, boolean> = {
    aprAbove35: apr > APR_FLAG_PERCENT,
    dailyDebits: flow.frequency === 'daily',
    largeWithheldFee: flow.withheldCents * 100 >= flow.fundedCents * LARGE_WITHHELD_FEE_PERCENT,
    termShorterThanUse: offer.useMonths !== undefined && flow.termMonths < offer.useMonths,
    // Only when the visitor says so: the terms cannot tell. The form asks it of a sales-based
    // offer up front, since advances are routinely renewed before they are repaid.
    stacking: offer.renewsExisting === true,
  }
  return OFFER_FLAGS.filter((flag) => applies[flag])
}

/**
 * The offer stated the standard way. Throws `FundingInputError` naming the field (`OfferField`)
 * and its limit when a figure cannot be worked with.
 */
export function offerDisclosure(offer: Offer): OfferDisclosure {
  return disclose(offer, cashFlowOf(offer))
}

/**
 * `offerDisclosure` for one kind of offer: a calculator states only its own kind, and its page
 * then carries only that kind's arithmetic.
 */
export const installmentDisclosure = (offer: InstallmentOffer) =>
  disclose(offer, installmentFlow(offer))
export const salesBasedDisclosure = (offer: SalesBasedOffer) =>
  disclose(offer, salesBasedFlow(offer))
export const factoringDisclosure = (offer: FactoringOffer) => disclose(offer, factoringFlow(offer))

function disclose(offer: Offer, flow: CashFlow): OfferDisclosure {
  if (offer.useMonths !== undefined)
    ensure(
      Number.isInteger(offer.useMonths) && offer.useMonths >= 1 && offer.useMonths <= MAX_MONTHS,
      'useMonths',
      'useMonths',
    )
  const receivedCents = flow.fundedCents - flow.withheldCents
  const totalCents = flow.payments.reduce((sum, payment) => sum + payment, 0)
  const financeCents = totalCents - receivedCents
  const exactApr =
    periodicRate(flow.payments.map(toDollars), toDollars(receivedCents)) * flow.perYear * 100
  return {
    kind: offer.kind,
    amountFunded: toDollars(flow.fundedCents),
    amountReceived: toDollars(receivedCents),
    financeCharge: toDollars(financeCents),
    totalRepayment: toDollars(totalCents),
    apr: hundredths(exactApr),
    payment: toDollars(flow.payments[0]!),
    lastPayment: toDollars(flow.payments.at(-1)!),
    payments: flow.payments.length,
    frequency: flow.frequency,
    termMonths: flow.termMonths,
    termDays: flow.termDays,
    centsPerDollar: hundredths((financeCents / receivedCents) * 100),
    monthlyRate: hundredths(exactApr / 12),
    monthlyFinanceCharge: toDollars(Math.round(financeCents / flow.termMonths)),
    revenueShare: flow.revenueShare === null ? null : hundredths(flow.revenueShare),
    flags: flagsOf(offer, flow, hundredths(exactApr)),
    questions: OFFER_QUESTIONS,
  }
}

// The calculators' figures as offers ------------------------------------------------------------

/** The term loan calculator's loan: its origination fee is taken from what the business receives. */
export function termLoanOffer(input: TermLoanInput): InstallmentOffer {
  return {
    kind: 'termLoan',
    amount: input.amount,
    withheldFee: { unit: 'percent', value: input.feePercent ?? 0 },
    price: { by: 'rate', rate: input.annualRate },
    schedule: { frequency: input.frequency, term: input.termMonths, termUnit: 'months' },
  }
}

/** The cash advance calculator's advance. */
export function cashAdvanceOffer(input: CashAdvanceInput): SalesBasedOffer {
  return {
    kind: 'salesBased',
    amount: input.advance,
    price: { by: 'factor', factor: input.factorRate },
    repayment:
      input.repayment === 'holdback'
        ? { by: 'holdback', holdback: input.holdbackPercent, sales: input.monthlySales }
        : { by: input.repayment, payment: input.debit },
  }
}

/**
 * The line of credit calculator's draw: the balance and its simple interest repaid once, after
 * the days drawn; a draw fee is taken from the draw (so the finance charge is the calculator's
 * total cost, and the APR, on what is received, is at least its cost a year on the balance).
 */
export function creditLineOffer(input: CreditLineInput): InstallmentOffer {
  return {
    kind: 'lineOfCredit',
    amount: input.drawn,
    withheldFee: { unit: 'percent', value: input.drawFeePercent ?? 0 },
    price: { by: 'rate', rate: input.annualRate },
    schedule: { frequency: 'once', days: input.days },
  }
}

/** The factoring calculator's invoice. */
export function factoringOffer(input: FactoringInput): FactoringOffer {
  return {
    kind: 'factoring',
    amount: input.invoice,
    advanceRate: input.advanceRate,
    discount: input.discountRate,
    days: input.days,
  }
}

// An offer as typed ---------------------------------------------------------------------------

/**
 * An offer's fields as a visitor types them (text, as an address holds them), and its choices.
 * Only the fields its kind and choices use are read; an optional one left empty is not stated.
 */
export type OfferText = {
  kind: OfferKind
  amount: string
  withheldFee?: string
  withheldFeeUnit?: Fee['unit']
  addedFee?: string
  addedFeeUnit?: Fee['unit']
  /** How the price is stated; a sales-based offer's is a factor or a total. */
  priceBy?: Price['by']
  rate?: string
  factor?: string
  total?: string
  payment?: string
  /** A loan's or a draw's payments. */
  frequency?: PaymentFrequency
  term?: string
  termUnit?: 'months' | 'payments'
  /** Days until the one payment (a loan or a draw repaid once), or until the customer pays. */
  days?: string
  /** A sales-based offer's debits. */
  repayment?: 'daily' | 'weekly' | 'holdback'
  holdback?: string
  sales?: string
  advanceRate?: string
  discount?: string
  useMonths?: string
  renewsExisting?: boolean
}

/**
 * The offer a visitor typed, or what is wrong with each field: a figure that cannot be read
 * (letters, a minus sign) gets its field's limit, which says what to enter.
 */
export function readOffer(
  text: OfferText,
  locale: Locale,
): { offer: Offer; errors?: undefined } | { offer?: undefined; errors: OfferErrors } {
  const errors: OfferErrors = {}
  const read = <Value>(
    field: OfferField,
    limit: FundingLimit,
    parse: (typed: string) => Value | null,
  ): Value => {
    const value = parse((text[field as keyof OfferText] as string | undefined) ?? '')
    if (value === null) errors[field] = limit
    return value as Value
  }
  const isBlank = (field: OfferField) =>
    ((text[field as keyof OfferText] as string | undefined) ?? '').trim() === ''
  const amountOf = (typed: string) => parseAmount(typed, locale)
  const wholeOf = (typed: string) => parseWhole(typed, locale)
  const feeOf = (field: 'withheldFee' | 'addedFee'): Fee | undefined => {
    if (isBlank(field)) return undefined
    const unit = text[`${field}Unit`] ?? 'percent'
    const value = read(field, 'offerFee', unit === 'percent' ? parseDecimal : amountOf)
    return { unit, value }
  }

  const terms = {
    amount: read('amount', text.kind === 'factoring' ? 'invoice' : 'offerAmount', amountOf),
    withheldFee: feeOf('withheldFee'),
    addedFee: feeOf('addedFee'),
    useMonths: isBlank('useMonths') ? undefined : read('useMonths', 'useMonths', wholeOf),
    renewsExisting: text.renewsExisting,
  }
  let offer: Offer
  if (text.kind === 'factoring') {
    offer = {
      ...terms,
      kind: 'factoring',
      advanceRate: read('advanceRate', 'advanceRate', parseDecimal),
      discount: read('discount', 'discountRate', parseDecimal),
      days: read('days', 'factoringDays', wholeOf),
    }
  } else if (text.kind === 'salesBased') {
    const repayment = text.repayment ?? 'daily'
    offer = {
      ...terms,
      kind: 'salesBased',
      price:
        text.priceBy === 'total'
          ? { by: 'total', total: read('total', 'total', amountOf) }
          : { by: 'factor', factor: read('factor', 'factorRate', parseDecimal) },
      repayment:
        repayment === 'holdback'
          ? {
              by: 'holdback',
              holdback: read('holdback', 'holdback', parseDecimal),
              sales: read('sales', 'monthlySales', amountOf),
            }
          : {
              by: repayment,
              payment: read('payment', 'payment', amountOf),
              sales: isBlank('sales') ? undefined : read('sales', 'monthlySales', amountOf),
            },
    }
  } else {
    const frequency = text.frequency ?? 'monthly'
    const priceBy = text.priceBy ?? 'rate'
    const price: Price =
      priceBy === 'rate'
        ? { by: 'rate', rate: read('rate', 'rate', parseDecimal) }
        : priceBy === 'factor'
          ? { by: 'factor', factor: read('factor', 'factorRate', parseDecimal) }
          : priceBy === 'total'
            ? { by: 'total', total: read('total', 'total', amountOf) }
            : { by: 'payment', payment: read('payment', 'payment', amountOf) }
    const termUnit = text.termUnit ?? 'months'
    offer = {
      ...terms,
      kind: text.kind,
      price,
      schedule:
        frequency === 'once'
          ? { frequency, days: read('days', 'creditDays', wholeOf) }
          : {
              frequency,
              termUnit,
              term: read('term', termUnit === 'months' ? 'term' : 'paymentCount', wholeOf),
            },
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { offer }
}

/**
 * The offer a visitor typed and its disclosure, or what is wrong with each field (one unreadable
 * figure or more, or the first figure out of its limits): never a NaN.
 */
export function checkOffer(
  text: OfferText,
  locale: Locale,
):
  | { offer: Offer; disclosure: OfferDisclosure; errors?: undefined }
  | { offer?: undefined; disclosure?: undefined; errors: OfferErrors } {
  const typed = readOffer(text, locale)
  if (!typed.offer) return { errors: typed.errors }
  try {
    return { offer: typed.offer, disclosure: offerDisclosure(typed.offer) }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    return { errors: { [error.field as OfferField]: error.limit } }
  }
}
