/**
 * An independent implementation of the offer methodology (issue 38), written from its rules,
 * not from the site's code: it shares no function with src/lib (only the offer's type). Money is
 * exact here: figures become fractions of big integers, so a cent is rounded half up from the
 * exact value, never from a binary approximation; the APR is solved on the discount factor
 * v = 1 ÷ (1 + rate), by bisection on Σ payment × vᵏ (Horner's rule), a different solve from the
 * site's bisection on the rate. Its results are the fixture's expected values
 * (src/content/offer-methodology-cases.json).
 *
 * The rules, as the methodology page states them:
 * - A fee in percent is that share of the amount funded, to the cent (half up). A fee withheld is
 *   never received; a fee added is repaid: with a rate it is borrowed with the rest, with a factor
 *   it is added to the total, and a typed total or payment already holds it.
 * - Payments a year: 12 monthly, 26 bi-weekly, 52 weekly, 252 each business day; one payment
 *   after d days is one period of d days (365 ÷ d a year). A term of m months is
 *   round(m × payments a year ÷ 12) payments.
 * - At a rate: the level payment P·r ÷ (1 − (1 + r)⁻ⁿ) (P ÷ n at 0%) to the cent; each period's
 *   interest on the balance to the cent; the last payment closes the balance, and a schedule
 *   whose balance is repaid early ends there. Once after d days: simple interest P × rate × d ÷ 365.
 * - A total in equal payments: total ÷ n rounded down to the cent, the last taking the rest.
 *   Debits (fixed, or a holdback: monthly sales × share × 12 ÷ 252 to the cent) run until the
 *   total is repaid, the last being what remains.
 * - Factoring: the advance is the invoice × advance rate; the fee the invoice × discount × days
 *   ÷ 30; to the business, one payment of both after the days.
 * - The APR: the periodic rate at which the payments' present value is what is received, times
 *   payments a year, in percent, rounded half up to 0.01.
 */
import type { OfferCaseFigures } from '@/content/offer-methodology-cases'
import type { Offer } from '@/lib/offer-math'

/** A figure as the exact fraction its decimal writing says: 9.5 is 95 / 10. */
function fraction(value: number): { numerator: bigint; denominator: bigint } {
  const text = String(value)
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain decimal figure: ${text}`)
  const [whole, decimals = ''] = text.split('.')
  return { numerator: BigInt(whole! + decimals), denominator: 10n ** BigInt(decimals.length) }
}

/** A non-negative numerator ÷ denominator, rounded half up to a whole number. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator)
}

/** Dollars, exactly, in cents. */
function cents(dollars: number): bigint {
  const { numerator, denominator } = fraction(dollars)
  return roundHalfUp(numerator * 100n, denominator)
}

/** `share` percent of `base` cents, to the cent. */
function percentOf(base: bigint, share: number): bigint {
  const { numerator, denominator } = fraction(share)
  return roundHalfUp(base * numerator, denominator * 100n)
}

function feeCents(fee: Offer['withheldFee'], funded: bigint): bigint {
  if (!fee) return 0n
  return fee.unit === 'percent' ? percentOf(funded, fee.value) : cents(fee.value)
}

function equalSplit(total: bigint, count: number): bigint[] {
  const regular = total / BigInt(count)
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? total - regular * BigInt(count - 1) : regular,
  )
}

/** The periodic rate at which `payments` (one a period) are worth `received` today. */
function solvePeriodicRate(payments: bigint[], received: bigint): number {
  const total = payments.reduce((sum, payment) => sum + payment, 0n)
  if (total === received) return 0
  // Σ pₖ vᵏ, k from 1: by Horner's rule from the last payment.
  const worth = (v: number) => {
    let sum = 0
    for (let index = payments.length - 1; index >= 0; index -= 1)
      sum = (sum + Number(payments[index]!)) * v
    return sum
  }
  let low = 0 // worth 0: less than received
  let high = 1 // worth the total: at least received
  for (let step = 0; step < 2000 && high - low > Number.EPSILON / 4; step += 1) {
    const middle = (low + high) / 2
    if (middle === low || middle === high) break
    if (worth(middle) < Number(received)) low = middle
    else high = middle
  }
  const v = (low + high) / 2
  return 1 / v - 1
}

const perYearOf = { monthly: 12, biweekly: 26, weekly: 52, daily: 252 } as const

type Flow = {
  funded: bigint
  withheld: bigint
  payments: bigint[]
  perYear: number
  termMonths: number
  revenueShare: number | null
}

function installmentFlow(offer: Extract<Offer, { kind: 'termLoan' | 'lineOfCredit' }>): Flow {
  const funded = cents(offer.amount)
  const withheld = feeCents(offer.withheldFee, funded)
  const added = feeCents(offer.addedFee, funded)
  const { schedule, price } = offer
  const once = schedule.frequency === 'once'
  const perYear =
    schedule.frequency === 'once' ? 365 / schedule.days : perYearOf[schedule.frequency]
  const count =
    schedule.frequency === 'once'
      ? 1
      : schedule.termUnit === 'payments'
        ? schedule.term
        : Math.max(
            1,
            Number(roundHalfUp(BigInt(schedule.term * perYearOf[schedule.frequency]), 12n)),
          )

  let payments: bigint[]
  if (price.by === 'rate') {
    const financed = funded + added
    const rate = fraction(price.rate)
    if (schedule.frequency === 'once') {
      const interest = roundHalfUp(
        financed * rate.numerator * BigInt(schedule.days),
        rate.denominator * 100n * 365n,
      )
      payments = [financed + interest]
    } else {
      const periodsAYear = BigInt(perYearOf[schedule.frequency])
      const r = price.rate / 100 / perYearOf[schedule.frequency]
      const level =
        price.rate === 0
          ? roundHalfUp(financed, BigInt(count))
          : BigInt(Math.round((Number(financed) * r) / (1 - (1 + r) ** -count)))
      payments = []
      let balance = financed
      for (let number = 1; number <= count && balance > 0n; number += 1) {
        const interest = roundHalfUp(
          balance * rate.numerator,
          rate.denominator * 100n * periodsAYear,
        )
        const principal =
          number === count || level - interest >= balance ? balance : level - interest
        balance -= principal
        payments.push(principal + interest)
      }
    }
  } else if (price.by === 'factor') {
    const factor = fraction(price.factor)
    payments = equalSplit(roundHalfUp(funded * factor.numerator, factor.denominator) + added, count)
  } else if (price.by === 'total') {
    payments = equalSplit(cents(price.total), count)
  } else {
    payments = Array.from({ length: count }, () => cents(price.payment))
  }
  const termMonths = once
    ? ((schedule as { days: number }).days * 12) / 365
    : (payments.length * 12) / perYear
  return { funded, withheld, payments, perYear, termMonths, revenueShare: null }
}

function salesBasedFlow(offer: Extract<Offer, { kind: 'salesBased' }>): Flow {
  const funded = cents(offer.amount)
  const withheld = feeCents(offer.withheldFee, funded)
  const added = feeCents(offer.addedFee, funded)
  const { price, repayment } = offer
  let total: bigint
  if (price.by === 'total') total = cents(price.total)
  else {
    const factor = fraction(price.factor)
    total = roundHalfUp(funded * factor.numerator, factor.denominator) + added
  }
  let debit: bigint
  if (repayment.by === 'holdback') {
    const share = fraction(repayment.holdback)
    debit = roundHalfUp(
      cents(repayment.sales) * share.numerator * 12n,
      share.denominator * 100n * 252n,
    )
  } else debit = cents(repayment.payment)
  const count = (total + debit - 1n) / debit
  const payments = Array.from({ length: Number(count) }, (_, index) =>
    BigInt(index) === count - 1n ? total - debit * (count - 1n) : debit,
  )
  const perYear = repayment.by === 'weekly' ? 52 : 252
  // A holdback is the share typed; fixed debits take what they come to a month of the sales.
  const revenueShare =
    repayment.by === 'holdback'
      ? repayment.holdback
      : repayment.sales === undefined
        ? null
        : (Number(debit) * perYear * 100) / 12 / Number(cents(repayment.sales))
  return {
    funded,
    withheld,
    payments,
    perYear,
    termMonths: (Number(count) * 12) / perYear,
    revenueShare,
  }
}

function factoringFlow(offer: Extract<Offer, { kind: 'factoring' }>): Flow {
  const invoice = cents(offer.amount)
  const advance = percentOf(invoice, offer.advanceRate)
  const discount = fraction(offer.discount)
  const fee = roundHalfUp(
    invoice * discount.numerator * BigInt(offer.days),
    discount.denominator * 100n * 30n,
  )
  const withheld = feeCents(offer.withheldFee, advance)
  const added = feeCents(offer.addedFee, advance)
  return {
    funded: advance,
    withheld,
    payments: [advance + fee + added],
    perYear: 365 / offer.days,
    termMonths: (offer.days * 12) / 365,
    revenueShare: null,
  }
}

/** Hundredths, half up, of a non-negative figure. */
const hundredths = (value: number) => Math.round(value * 100) / 100

/** What the methodology's table shows of one offer (the fixture's `expected`). */
export type ReferenceDisclosure = OfferCaseFigures

export function referenceDisclosure(offer: Offer): ReferenceDisclosure {
  const flow =
    offer.kind === 'salesBased'
      ? salesBasedFlow(offer)
      : offer.kind === 'factoring'
        ? factoringFlow(offer)
        : installmentFlow(offer)
  const received = flow.funded - flow.withheld
  const total = flow.payments.reduce((sum, payment) => sum + payment, 0n)
  const finance = total - received
  const dollars = (amount: bigint) => Number(amount) / 100
  return {
    amountFunded: dollars(flow.funded),
    amountReceived: dollars(received),
    financeCharge: dollars(finance),
    totalRepayment: dollars(total),
    apr: hundredths(solvePeriodicRate(flow.payments, received) * flow.perYear * 100),
    payment: dollars(flow.payments[0]!),
    lastPayment: dollars(flow.payments.at(-1)!),
    payments: flow.payments.length,
    termMonths: hundredths(flow.termMonths),
    centsPerDollar: Number(roundHalfUp(finance * 10_000n, received)) / 100,
    revenueShare: flow.revenueShare === null ? null : hundredths(flow.revenueShare),
  }
}
