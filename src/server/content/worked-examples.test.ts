import { describe, expect, it } from 'vitest'
import { findArticle } from './articles'

/*
 * Every worked example with arithmetic in content/blog is recomputed here from its inputs, and the
 * sentence that states the result is quoted with the computed figure. Change a number in an
 * article and its test fails until the arithmetic agrees again; add a worked example to an article
 * and add its computation here (content/blog/README.md, Writing rules).
 */

const BUSINESS_DAYS_A_YEAR = 252
const WEEKS_A_YEAR = 52

/** '$67,500', '$562.50': how the articles write dollar amounts. */
function usd(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0
  return `$${amount.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  })}`
}

/** 0.35 → '35%'; digits after the point when asked. */
function percent(fraction: number, digits = 0): string {
  return `${(fraction * 100).toFixed(digits)}%`
}

function nearest(value: number, step: number): number {
  return Math.round(value / step) * step
}

/** The level payment that repays `principal` over `periods` at `rate` a period. */
function levelPayment(principal: number, rate: number, periods: number): number {
  return (principal * rate) / (1 - (1 + rate) ** -periods)
}

/**
 * The rate a period at which `periods` level payments repay `principal`: what a spreadsheet's
 * RATE(periods, -payment, principal) returns.
 */
function ratePerPeriod(periods: number, payment: number, principal: number): number {
  let low = 1e-9
  let high = 1
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2
    if (levelPayment(principal, middle, periods) < payment) low = middle
    else high = middle
  }
  return (low + high) / 2
}

function articleText(slug: string): string {
  const article = findArticle(slug)
  if (!article) throw new Error(`content/blog/${slug}.md is missing`)
  return `${article.excerpt ?? ''}\n${article.body}`
}

/** Asserts that the article states each fragment word for word. */
function expectArticleSays(slug: string, fragments: string[]) {
  const text = articleText(slug)
  for (const fragment of fragments) {
    expect(text.includes(fragment), `content/blog/${slug}.md should say: ${fragment}`).toBe(true)
  }
}

describe('worked examples in the articles add up', () => {
  it('merchant-cash-advance-true-cost: factor rate, holdback and APR-equivalent', () => {
    const advance = 50_000
    const factorRate = 1.35
    const holdback = 0.15
    const repay = advance * factorRate
    const fee = repay - advance
    const aprAt = (dailySales: number, received = advance) => {
      const remittance = holdback * dailySales
      const days = repay / remittance
      return {
        remittance,
        days,
        apr: ratePerPeriod(days, remittance, received) * BUSINESS_DAYS_A_YEAR,
      }
    }
    const base = aprAt(3_000)
    const withFee = aprAt(3_000, advance - 1_500)
    const stronger = aprAt(3_750)
    const weaker = aprAt(2_500)
    const simpleAnnual = fee / advance / (base.days / BUSINESS_DAYS_A_YEAR)
    const dailyRate = base.apr / BUSINESS_DAYS_A_YEAR
    const loanRate = 0.12 / BUSINESS_DAYS_A_YEAR
    const loanInterest = levelPayment(advance, loanRate, base.days) * base.days - advance

    expect(base.days).toBe(150)
    expect(Math.round(base.days / (BUSINESS_DAYS_A_YEAR / 12))).toBe(7)
    expect(Math.round(base.apr / (fee / advance))).toBe(3)
    expect(fee / loanInterest).toBeGreaterThan(9)
    expect(fee / loanInterest).toBeLessThan(10)
    expectArticleSays('merchant-cash-advance-true-cost', [
      'A factor rate of 1.35 sounds like 35%',
      'it can be three times that',
      `$50,000 at 1.35 means repaying ${usd(repay)}. The ${usd(fee)} difference`,
      `Daily remittance: 15% × $3,000 = ${usd(base.remittance)}`,
      `Days to repay: ${usd(repay)} ÷ ${usd(base.remittance)} = ${base.days} business days, about seven months`,
      `Total cost: ${usd(fee)}, or ${percent(fee / advance)} of the advance`,
      `spread that 35% over seven months and call it about ${percent(simpleAnnual)} a year`,
      `=RATE(${base.days}, -${base.remittance}, ${advance}) returns the cost per business day, about ${percent(dailyRate, 2)}`,
      `APR-equivalent of about ${percent(base.apr)}`,
      `you receive ${usd(advance - 1_500)} but still repay ${usd(repay)}. The APR-equivalent rises to about ${percent(withFee.apr)}`,
      `At $3,750 a day, the holdback collects ${usd(stronger.remittance)} daily and the advance is repaid in ${stronger.days} business days. The fee is unchanged, and the APR-equivalent climbs to about ${percent(stronger.apr)}`,
      `At $2,500 a day, repayment takes ${weaker.days} business days and the APR-equivalent falls to about ${percent(weaker.apr)}`,
      `would cost roughly ${usd(nearest(loanInterest, 100))} in interest. The MCA costs nearly ten times as much`,
    ])
  })

  it('debt-financing-guide: a factor rate of 1.3 collected daily over six months', () => {
    const advance = 50_000
    const repay = advance * 1.3
    const days = BUSINESS_DAYS_A_YEAR / 2
    const apr = ratePerPeriod(days, repay / days, advance) * BUSINESS_DAYS_A_YEAR
    expectArticleSays('debt-financing-guide', [
      `$50,000 at 1.3 means ${usd(repay)} back, or ${usd(repay - advance)} in cost. That can look like ${percent((repay - advance) / advance)}`,
      `collected in daily payments over about six months, the equivalent APR is roughly ${percent(nearest(apr, 0.1))}`,
    ])
  })

  it('asset-based-loans-vs-merchant-cash-advances: the borrowing base and the MCA example', () => {
    const receivables = 1_200_000 * 0.85
    const inventory = 800_000 * 0.5
    const base = receivables + inventory - 70_000
    const available = Math.min(1_500_000, base) - 900_000
    const repay = 40_000 * 1.3
    const daily = 0.13 * 2_000
    const weekly = daily * 5
    expectArticleSays('asset-based-loans-vs-merchant-cash-advances', [
      `eligible receivables of $1,200,000 at an 85% advance rate: ${usd(receivables)}`,
      `eligible inventory of $800,000 at cost, at a 50% advance rate: ${usd(inventory)}`,
      `borrowing base: ${usd(base)}`,
      `If the line is $1,500,000 and you have drawn $900,000, you can borrow another ${usd(available)} today`,
      `A $40,000 advance at 1.30 means repaying ${usd(repay)}, a cost of ${usd(repay - 40_000)}`,
      `the provider collects ${usd(daily)} per business day, and the ${usd(repay)} is repaid in about ${repay / daily} business days`,
      `A fixed debit of ${usd(weekly)} a week would clear it in the same ${repay / weekly} weeks`,
    ])
  })

  it('invoice-factoring-explained: advance, fee and rebate; the value of an early-payment discount', () => {
    const invoice = 50_000
    const advance = invoice * 0.85
    const daysPaid = 45
    const extraPeriods = Math.ceil((daysPaid - 30) / 10)
    const feeRate = 0.015 + extraPeriods * 0.005
    const fee = invoice * feeRate
    const discountYield = (0.02 / 0.98) * (365 / 20)
    expectArticleSays('invoice-factoring-explained', [
      `You receive ${usd(advance)} up front`,
      `the fee is 1.5% plus two 10-day increments of 0.5%, or ${percent(feeRate, 1)}, which is ${usd(fee)}`,
      `$50,000 − ${usd(advance)} − ${usd(fee)} = ${usd(invoice - advance - fee)}`,
      `is worth roughly ${percent(discountYield)} a year`,
    ])
    expect(extraPeriods).toBe(2)
  })

  it('5-ways-to-manage-cashflow-for-seasonal-businesses: 2/10 net 30', () => {
    expectArticleSays('5-ways-to-manage-cashflow-for-seasonal-businesses', [
      `That is worth roughly ${percent((0.02 / 0.98) * (365 / (30 - 10)))} a year`,
    ])
  })

  it('purchase-order-financing-for-ecommerce: a 90-day order at 3% per 30 days', () => {
    const days = 45 + 15 + 30
    const feeRate = 0.03 * (days / 30)
    const fee = 120_000 * feeRate
    const grossProfit = 200_000 - 120_000
    expectArticleSays('purchase-order-financing-for-ecommerce', [
      `so the money is out for ${days} days`,
      `the fee is ${percent(feeRate)} of $120,000, or ${usd(fee)}`,
      `Your ${usd(grossProfit)} gross profit falls to ${usd(grossProfit - fee)}`,
      `another 3%, or ${usd(120_000 * 0.03)}, accrues`,
    ])
  })

  it('supply-chain-financing-explained: 60 days at 6% on a 360-day basis', () => {
    const discount = 0.06 * (60 / 360)
    expectArticleSays('supply-chain-financing-explained', [
      `Sixty days at 6% on a 360-day basis is ${percent(discount)}, so the supplier receives ${usd(100_000 * (1 - discount))} now`,
    ])
  })

  it('interest-rates-and-small-business-borrowing-2024: a line at prime plus 2% and borrowing capacity', () => {
    const balance = 150_000
    const early2022 = balance * (0.0245 + 0.02)
    const todayRate = 0.072 + 0.02
    const cashFlow = 200_000
    const payments = cashFlow / 1.25
    const capacity = (annualRate: number) => {
      const monthly = annualRate / 12
      return ((payments / 12) * (1 - (1 + monthly) ** -120)) / monthly
    }
    const at6 = capacity(0.06)
    const at9 = capacity(0.09)
    expectArticleSays('interest-rates-and-small-business-borrowing-2024', [
      `paid about ${usd(nearest(early2022, 100))} in annual interest in early 2022`,
      `At today's ${percent(todayRate, 2)}, the same balance costs about ${usd(balance * todayRate)} a year`,
      `support about ${usd(payments)} a year in payments`,
      `roughly $${(at6 / 1e6).toFixed(1)} million of borrowing at 6%, but only about $${(at9 / 1e6).toFixed(2)} million at 9%`,
      `about ${usd(nearest(at6 - at9, 10_000))} less capacity`,
    ])
  })

  it('business-loans-vs-line-of-credit-guide: a five-year loan at 9% and a 60-day draw at 10%', () => {
    const monthly = levelPayment(100_000, 0.09 / 12, 60)
    const interest = monthly * 60 - 100_000
    const drawInterest = 40_000 * 0.1 * (60 / 365)
    expectArticleSays('business-loans-vs-line-of-credit-guide', [
      `monthly payment of about ${usd(Math.round(monthly))} and total interest of roughly ${usd(nearest(interest, 50))}`,
      `interest for those 60 days comes to about ${usd(Math.round(drawInterest))}`,
    ])
  })

  it('business-lines-of-credit: what stays available on a revolving limit', () => {
    expectArticleSays('business-lines-of-credit', [
      `If your limit is $100,000 and you draw $30,000, you have ${usd(100_000 - 30_000)} still available`,
    ])
  })

  it('how-lenders-evaluate-your-business: the debt service coverage ratio', () => {
    const debtService = 90_000 + 72_000
    expectArticleSays('how-lenders-evaluate-your-business', [
      `Its DSCR is $240,000 ÷ ${usd(debtService)}, or about ${(240_000 / debtService).toFixed(2)}`,
    ])
  })

  it('venture-debt-for-saas-companies: warrant coverage against equity dilution', () => {
    const warrantValue = 4_000_000 * 0.05
    const equityDilution = 4_000_000 / 40_000_000
    const warrantDilution = warrantValue / (40_000_000 + warrantValue)
    expect(nearest(warrantDilution * 100, 0.5)).toBe(0.5)
    expectArticleSays('venture-debt-for-saas-companies', [
      `it receives the right to buy ${usd(warrantValue)} worth of shares`,
      `Raising $4 million of equity at a $40 million post-money valuation costs existing holders ${percent(equityDilution)}`,
      'dilutes them by about half a percent',
    ])
  })

  it('revenue-based-financing-for-ecommerce: a fixed 8% fee repaid weekly over 4, 6 and 12 months', () => {
    const advance = 100_000
    const repay = advance * 1.08
    const annualCost = (weeks: number) =>
      ratePerPeriod(weeks, repay / weeks, advance) * WEEKS_A_YEAR
    const dailyCost = (months: number) => {
      const days = (BUSINESS_DAYS_A_YEAR / 12) * months
      return ratePerPeriod(days, repay / days, advance) * BUSINESS_DAYS_A_YEAR
    }
    const cases = [
      { months: 4, weeks: 17 },
      { months: 6, weeks: 26 },
      { months: 12, weeks: 52 },
    ].map(({ months, weeks }) => {
      expect(Math.round((months * WEEKS_A_YEAR) / 12)).toBe(weeks)
      const cost = annualCost(weeks)
      const simple = 0.08 / (months / 12)
      // "about double the fee divided by the time"; "collected daily, the figures barely change"
      expect(cost / simple).toBeGreaterThan(1.8)
      expect(cost / simple).toBeLessThan(2)
      expect(Math.abs(dailyCost(months) - cost)).toBeLessThan(0.015)
      return { weeks, cost: percent(nearest(cost, 0.05)) }
    })
    expectArticleSays('revenue-based-financing-for-ecommerce', [
      `so ${usd(repay)} to repay, collected weekly`,
      `the remittances clear it in four months (${cases[0]!.weeks} weekly payments), the annualised cost works out to roughly ${cases[0]!.cost}`,
      `Over six months (${cases[1]!.weeks} payments), about ${cases[1]!.cost}`,
      `repayment stretches to twelve months (${cases[2]!.weeks} payments), it falls to around ${cases[2]!.cost}`,
    ])
  })

  it('state-of-small-business-lending-in-canada: the CEBA repayment that keeps the forgivable part', () => {
    // CEBA forgave a third of a $60,000 loan repaid on time (up to $20,000).
    expectArticleSays('state-of-small-business-lending-in-canada', [
      `a business with a $60,000 CEBA loan must repay ${usd(60_000 - 60_000 / 3)}`,
    ])
  })
})
