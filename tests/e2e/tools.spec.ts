import { readFileSync } from 'node:fs'
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  gotoBeforeHydration,
  test,
} from './fixtures'

const CALCULATOR = '/tools/term-loan-calculator'
const CASH_ADVANCE = '/tools/merchant-cash-advance-calculator'
const CREDIT_LINE = '/tools/line-of-credit-calculator'
const FACTORING = '/tools/invoice-factoring-calculator'
const FINDER = '/tools/product-finder'
const FRENCH_CALCULATOR = '/fr/outils/calculateur-de-pret-a-terme'

test('the term loan calculator works a loan out, keeps it in the address and reloads it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(CALCULATOR)
  const results = page.getByRole('region', { name: 'Your estimate' })
  // The worked example: 250,000 at 9.5% over 60 months.
  await expect(results.getByRole('definition').first()).toHaveText('$5,250.47')

  const loan = page.getByRole('form', { name: 'Your loan' })
  await loan.getByLabel('Loan amount').fill('$100k')
  await loan.getByLabel('Annual interest rate').fill('8')
  await loan.getByLabel('Term').fill('60')
  await loan.getByLabel('Origination fee (optional)').fill('3')
  await expect(results).toContainText('Monthly payment$2,027.64')
  await expect(results).toContainText('APR with fees9.30%')
  await expect(results).toContainText('Total interest$21,658')
  await expect(
    page.getByRole('status').filter({ hasText: 'Monthly payment $2,027.64' }),
  ).toBeAttached()

  await loan.getByText('Bi-weekly').click()
  await expect(results).toContainText('Bi-weekly payment')
  await expect(results).toContainText('130 payments')
  expect(new URL(page.url()).searchParams.get('frequency')).toBe('biweekly')

  // The address holds the figures: a reload (or a shared link) shows the same result.
  const shared = page.url()
  await page.reload()
  await expect(loan.getByLabel('Loan amount')).toHaveValue('$100k')
  await expect(results).toContainText('Bi-weekly payment')
  await expect(results).toContainText('130 payments')
  const other = await page.context().newPage()
  await other.goto(shared)
  await expect(other.getByRole('region', { name: 'Your estimate' })).toContainText(
    'Bi-weekly payment',
  )
  await other.close()

  // The schedule, as a table and as a spreadsheet.
  await loan.getByText('Monthly').click()
  await page.getByText('Every payment (60)').click()
  const lastRow = page.getByRole('region', { name: 'Every payment' }).getByRole('row').last()
  await expect(lastRow.getByRole('rowheader')).toHaveText('60')
  await expect(lastRow.getByRole('cell').last()).toHaveText('$0.00')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const csv = readFileSync((await (await downloading).path())!, 'utf8').split('\r\n')
  expect(csv).toHaveLength(61)
  expect(csv[0]).toBe('Payment,Amount,Interest,Principal,Balance')
  expect(csv[1]).toBe('1,2027.64,666.67,1360.97,98639.03')
  expect(csv[60]).toMatch(/^60,20\d\d\.\d\d,\d+\.\d\d,20\d\d\.\d\d,0\.00$/)
})

test('the cash advance calculator turns a factor rate into an APR, by debit or by share of sales', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(CASH_ADVANCE)
  const results = page.getByRole('region', { name: 'Your estimate' })
  // The blog's worked example: 50,000 at 1.35 repaid by 450 a business day (about 106%).
  await expect(results).toContainText('Estimated APR105.9%')
  await expect(results).toContainText('Total repayment$67,500')
  await expect(results).toContainText('Cost of capital$17,500')
  await expect(results).toContainText('150 debits of $450.00, one a business day')

  const advance = page.getByRole('form', { name: 'Your advance' })
  // 15% of 63,000 a month is the same 450 a business day.
  await advance.getByText('Share of sales').click()
  await expect(advance.getByLabel('Share of sales (holdback)')).toHaveValue('15')
  await expect(results).toContainText('150 debits of $450.00')
  await advance.getByLabel('Card and online sales a month').fill('$84k')
  await expect(results).toContainText(
    '113 debits, one a business day: 112 of $600.00 and a last one of $300.00',
  )

  await advance.getByText('Weekly debit').click()
  await advance.getByRole('textbox', { name: 'Weekly debit' }).fill('2,500')
  await expect(results).toContainText('Estimated APR118.5%')
  await expect(results).toContainText('27 debits of $2,500.00, one a week')
  await advance.getByLabel('Factor rate').fill('0.9')
  await expect(
    page.getByText('Enter a factor rate from 1.00 to 5.00 (for example 1.35).'),
  ).toBeVisible()
  await advance.getByLabel('Factor rate').fill('1.35')

  await page.reload()
  await expect(advance.getByRole('textbox', { name: 'Weekly debit' })).toHaveValue('2,500')
  await expect(results).toContainText('Estimated APR118.5%')
})

test('the line of credit and factoring calculators cost a draw and an invoice', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(CREDIT_LINE)
  const line = page.getByRole('region', { name: 'Your estimate' })
  // 100,000 drawn at 12% for 90 days: 100,000 × 12% × 90 ÷ 365.
  await expect(line).toContainText('Interest over 90 days$2,958.90')
  await expect(line).toContainText('Interest a day$32.88')
  await page.getByLabel('Draw fee (optional)').fill('1')
  await expect(line).toContainText('Total cost$3,958.90')
  await expect(line).toContainText('Cost a year16.22%')
  await page.reload()
  await expect(line).toContainText('Cost a year16.22%')

  await page.goto(FACTORING)
  const invoice = page.getByRole('region', { name: 'Your estimate' })
  // 100,000 at 85% advanced, 3% per 30 days, paid on day 45: a 4,500 fee.
  await expect(invoice).toContainText('Paid to you now$85,000.00')
  await expect(invoice).toContainText('Factoring fee$4,500.00')
  await expect(invoice).toContainText('Paid when your customer pays$10,500.00')
  await expect(invoice).toContainText('Cost a year42.9%')
  await page.getByLabel('Days until your customer pays').fill('400')
  await expect(page.getByText('Enter from 1 to 365 days outstanding.')).toBeVisible()
  await page.getByLabel('Days until your customer pays').fill('30')
  await expect(invoice).toContainText('Factoring fee$3,000.00')
  await page.reload()
  await expect(invoice).toContainText('Factoring fee$3,000.00')
})

test('the product finder explains which kinds of capital fit, and keeps the answers in the address', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(FINDER)
  const results = page.getByRole('region', { name: 'Usually worth a look' })
  const first = results.getByRole('listitem').first()
  await expect(first.getByRole('heading')).toHaveText('Asset-Based Lending')
  await expect(first).toContainText('Unpaid invoices can form a borrowing base')
  await expect(results).toContainText('not a recommendation or an offer')
  await expect(results.getByRole('link', { name: /Get Started Free/ })).toBeVisible()

  const business = page.getByRole('form', { name: 'Your business' })
  await business.getByText('Under a year').click()
  await business.getByText('Within days').click()
  await business.getByLabel('Unpaid invoices from business customers').uncheck()
  await business.getByLabel('Inventory', { exact: true }).uncheck()
  await business.getByLabel('Card or online sales').check()
  await expect(first.getByRole('heading')).toHaveText('Merchant Cash Advance')
  await expect(first).toContainText('Approval usually comes in 24-48 hours')
  await expect(results).toContainText('Faster money usually costs more.')
  expect(new URL(page.url()).searchParams.get('assets')).toBe('cards')

  await page.reload()
  await expect(business.getByLabel('Card or online sales')).toBeChecked()
  await expect(first.getByRole('heading')).toHaveText('Merchant Cash Advance')
  await first.getByRole('link', { name: 'About merchant cash advance' }).click()
  await expect(page).toHaveURL(/\/financial-products#merchant-cash-advance$/)
})

test('the calculator says what is wrong with a figure, and keeps the rest', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(CALCULATOR)
  const loan = page.getByRole('form', { name: 'Your loan' })
  const amount = loan.getByLabel('Loan amount')
  await amount.fill('lots')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter an amount, like 250,000 or $250k.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText(
    'Check the highlighted field',
  )
  await amount.fill('500')
  await expect(page.getByText('Enter an amount from $1,000 to $50M.')).toBeVisible()
  await loan.getByLabel('Term').fill('0')
  await expect(page.getByText('Enter the term in whole months, like 60.')).toHaveCount(0)
  await amount.fill('25,000')
  await expect(page.getByText('Enter a term from 1 to 360 months.')).toBeVisible()
  await expect(loan.getByLabel('Annual interest rate')).toHaveValue('9.5')
})

test('a shared address the tools cannot use opens a working tool, and a free loan costs 0%', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  const results = page.getByRole('region', { name: 'Your estimate' })
  // A frequency that is an object's built-in name, or one the tool does not offer, is ignored.
  for (const frequency of ['__proto__', 'constructor', 'daily']) {
    await page.goto(`${CALCULATOR}?amount=100000&rate=0&fee=0&frequency=${frequency}`)
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await expect(results).toContainText('Monthly payment$1,666.67')
    await expect(results).toContainText('APR with fees0.00%')
    await expect(results).not.toContainText('Check the highlighted field')
  }
  await page.goto(`${CASH_ADVANCE}?advance=10000&factor=1&repayment=monthly&debit=450`)
  await expect(page.getByRole('radio', { name: 'Daily debit' })).toBeChecked()
  await expect(results).toContainText('Estimated APR0.0%')
  // The first debit repays 10,000 at 1.1: 11,000 is debited, not the 20,000 entered.
  await page.goto(`${CASH_ADVANCE}?advance=10000&factor=1.1&repayment=daily&debit=20000`)
  await expect(results).toContainText('1 business day')
  await expect(results).toContainText('1 debit of $11,000.00')
})

test('the French term loan calculator reads and writes figures the French way', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(FRENCH_CALCULATOR)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  const loan = page.getByRole('form', { name: 'Votre prêt' })
  const amount = loan.getByLabel('Montant du prêt')
  const results = page.getByRole('region', { name: 'Votre estimation' })
  // The worked example, written the French way: 250 000 at 9,5 % over 60 months.
  await expect(amount).toHaveValue('250 000')
  await expect(loan.getByLabel('Taux d’intérêt annuel')).toHaveValue('9,5')
  await expect(results.getByRole('definition').first()).toHaveText('5\u00a0250,47\u00a0$')

  // Typed with a space between thousands and a decimal comma: 300 000 at 8,5 %, 2 % of fees.
  await amount.fill('300 000')
  await loan.getByLabel('Taux d’intérêt annuel').fill('8,5')
  await expect(results).toContainText('Versement mensuel6\u00a0154,96\u00a0$')
  await expect(results).toContainText('60 versements')
  await expect(results).toContainText('TAP avec frais9,36\u00a0%')
  expect(new URL(page.url()).searchParams.get('amount')).toBe('300 000')

  await amount.fill('beaucoup')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText('Entrez un montant, par exemple 250\u00a0000 ou 250\u00a0k$.'),
  ).toBeVisible()
  await expect(results).toContainText('Vérifiez le champ signalé')
  await amount.fill('500')
  await expect(page.getByText('Entrez un montant de 1\u00a0000\u00a0$ à 50\u00a0M$.')).toBeVisible()
})

test('before its script arrives the calculator already shows the worked example', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  const hydrate = await gotoBeforeHydration(page, CALCULATOR)
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('$5,250.47')
  await expect(page.getByText('Every payment (60)')).toBeVisible()
  // A figure typed before the script arrives is the one worked out once it has.
  await page.getByLabel('Loan amount').fill('100,000')
  await page.getByLabel('Annual interest rate').fill('8')
  await page.getByLabel('Origination fee (optional)').fill('')
  await hydrate()
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('$2,027.64')
})

test('the tools are in the Knowledge menu, the footer, the index and the term loans section', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/')
  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('button', { name: 'Knowledge' }).click()
  await main.getByRole('link', { name: 'All Funding Tools' }).click()
  await expect(page).toHaveURL(/\/tools$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know the cost before you apply')
  await page.getByRole('link', { name: /Open the term loan calculator/ }).click()
  await expect(page).toHaveURL(/\/tools\/term-loan-calculator$/)
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Term Loan Calculator' }),
  ).toBeVisible()
  await page.goto('/financial-products')
  await page
    .getByRole('region', { name: 'Term Loans' })
    .getByRole('link', { name: 'Estimate a payment' })
    .click()
  await expect(page).toHaveURL(/\/tools\/term-loan-calculator$/)
})

// Every tools page fits and has no serious axe violations at both widths (every-page.spec.ts);
// here, the term loan calculator with its whole schedule open.
test('the full payment schedule has no serious axe violations at 390 and 1280 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(CALCULATOR)
  await page.getByText('Every payment (60)').click()
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await expectNoSeriousA11yViolations(page)
  }
})
