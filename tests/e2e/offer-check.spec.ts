import type { Locator, Page } from '@playwright/test'
import { messagesFor } from '@/i18n/messages'
import type { Offer } from '@/lib/offer-math'
import { referenceDisclosure } from '../offer-methodology/reference'
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  findContactLead,
  openContactLead,
  signInToAdmin,
  test,
} from './fixtures'

/**
 * The offer check (issue 38), in both languages: an offer typed as it was given is stated the
 * standard way, to the cent and 0.01 point of an independent implementation of the methodology
 * (tests/offer-methodology/reference.ts, which shares no code with the site); two offers side by
 * side mark the cheaper; the address holds them; bad figures are named at their field.
 */

const PAGES = { en: '/tools/offer-check', fr: '/fr/outils/verifier-une-offre' } as const
type Language = keyof typeof PAGES

/** Issue 38's advance, and a 9% term loan of the same amount over two years. */
const advance: Offer = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}
const loan: Offer = {
  kind: 'termLoan',
  amount: 50_000,
  price: { by: 'rate', rate: 9 },
  schedule: { frequency: 'monthly', term: 24, termUnit: 'months' },
}

/** Any space the page typesets (no-break, narrow no-break) as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** Dollars to the cent and rates to 0.01 point, written here, not by the site's formatters. */
const money = (language: Language, dollars: number) => {
  const [whole, cents] = dollars.toFixed(2).split('.')
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : ' ')
  return language === 'en' ? `$${grouped}.${cents}` : `${grouped},${cents} $`
}
const percent = (language: Language, value: number) =>
  language === 'en' ? `${value.toFixed(2)}%` : `${value.toFixed(2).replace('.', ',')} %`

/** The page's words in one language (its message catalogue). */
function wordsOf(language: Language) {
  const messages = messagesFor(language)
  return {
    offer: messages.OfferCheck,
    lead: messages.OfferLead,
    contact: messages.ContactForm,
    box: messages.Calculator.disclosure,
    limits: messages.Calculator.limits,
  }
}

/** One offer's fields: the fieldset named "Offer n". */
const offerFields = (page: Page, language: Language, number: number) =>
  page.getByRole('group', {
    name: wordsOf(language).offer.offer.replace('{number}', String(number)),
    exact: true,
  })

/** One offer's disclosure box: the region titled "Offer n: kind". */
const offerBox = (page: Page, language: Language, number: number, kind: Offer['kind']) => {
  const words = wordsOf(language).offer
  return page.getByRole('region', {
    name: plain(
      words.offerTitle.replace('{number}', String(number)).replace('{kind}', words.kindName[kind]),
    ),
  })
}

/** The figure a box's row shows, found by the row's label, spaces as a reader sees them. */
async function rowValue(box: Locator, label: string): Promise<string> {
  const row = box.locator('dl > div').filter({ has: box.page().locator('dt', { hasText: label }) })
  return plain((await row.locator('dd').first().textContent()) ?? '')
}

/** Types issue 38's advance into offer `number`, as a person reads it off the offer. */
async function typeAdvance(page: Page, language: Language, number: number) {
  const words = wordsOf(language).offer
  const fields = offerFields(page, language, number)
  await fields.getByText(words.kind.salesBased, { exact: true }).click()
  await fields.getByText(words.priceBy.factor, { exact: true }).click()
  await fields.getByText(words.repayment.daily, { exact: true }).click()
  await fields.getByLabel(words.amount.salesBased).fill(language === 'en' ? '50,000' : '50 000')
  await fields.getByLabel(words.factor, { exact: true }).fill(language === 'en' ? '1.35' : '1,35')
  await fields.getByLabel(words.debit.daily).fill('450')
  await fields.getByLabel(words.withheldFee.label).fill('3')
}

/** Types the 9% loan into offer `number`. */
async function typeLoan(page: Page, language: Language, number: number) {
  const words = wordsOf(language).offer
  const fields = offerFields(page, language, number)
  await fields.getByText(words.kind.termLoan, { exact: true }).click()
  await fields.getByLabel(words.amount.termLoan).fill(language === 'en' ? '50,000' : '50 000')
  await fields.getByLabel(words.rate).fill('9')
  await fields.getByText(words.frequency.monthly, { exact: true }).click()
  await fields.getByLabel(words.term, { exact: true }).fill('24')
}

/** The box states `offer` as the reference computes it, to the cent and 0.01 point. */
async function expectDisclosure(box: Locator, language: Language, offer: Offer) {
  const expected = referenceDisclosure(offer)
  const rows = wordsOf(language).box.rows
  await expect
    .poll(() => rowValue(box, rows.amountFunded))
    .toBe(money(language, expected.amountFunded))
  expect(await rowValue(box, rows.amountReceived)).toBe(money(language, expected.amountReceived))
  expect(await rowValue(box, rows.financeCharge)).toContain(money(language, expected.financeCharge))
  expect(await rowValue(box, rows.totalRepayment)).toBe(money(language, expected.totalRepayment))
  expect(await rowValue(box, rows.apr)).toContain(percent(language, expected.apr))
  const payments = await rowValue(box, rows.payments)
  expect(payments).toContain(`${expected.payments} `)
  expect(payments).toContain(money(language, expected.payment))
  return expected
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`the offer check in ${language === 'en' ? 'English' : 'French'}`, () => {
    test('an advance typed as it was given is stated the standard way, to the cent', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      // A blank term loan to start from, as a shared address can hold one.
      await page.goto(`${PAGES[language]}?1.kind=termLoan`)
      await typeAdvance(page, language, 1)
      const box = offerBox(page, language, 1, 'salesBased')
      const expected = await expectDisclosure(box, language, advance)
      // The figures: $48,500 received, 117.33% APR, 150 debits of $450.
      expect([expected.amountReceived, expected.apr, expected.payments]).toEqual([
        48_500, 117.33, 150,
      ])
      const words = wordsOf(language).offer
      const units = page.getByRole('region', { name: words.units.title }).first()
      expect(await rowValue(units, words.units.centsPerDollar)).toBe(
        plain(
          words.units.cents.replace(
            '{cents}',
            expected.centsPerDollar.toFixed(2).replace('.', language === 'en' ? '.' : ','),
          ),
        ),
      )
      const flags = page.getByRole('region', { name: words.flags.title }).first()
      await expect(flags.getByText(words.flags.aprAbove35.title)).toBeVisible()
      await expect(flags.getByText(words.flags.dailyDebits.title)).toBeVisible()
      // 3% withheld is under the 5% the page calls large.
      await expect(flags.getByText(words.flags.largeWithheldFee.title)).toHaveCount(0)
      await expect(
        flags.getByRole('link', { name: new RegExp(words.rules.criminalCode.name) }),
      ).toHaveAttribute('href', words.rules.criminalCode.href)
      // A renewal is flagged only when the visitor says so, asked up front of an advance.
      await expect(flags.getByText(words.flags.stacking.title)).toHaveCount(0)
      await offerFields(page, language, 1).getByLabel(words.renewsExisting).check()
      await expect(flags.getByText(words.flags.stacking.title)).toBeVisible()
      await expect(page.locator('body')).not.toContainText('NaN')
    })

    test('a 9% loan beside the advance is marked cheaper, and the address reproduces both', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(`${PAGES[language]}?1.kind=termLoan`)
      const words = wordsOf(language).offer
      await typeAdvance(page, language, 1)
      await page.getByRole('button', { name: words.add }).click()
      await typeLoan(page, language, 2)

      const advanceBox = offerBox(page, language, 1, 'salesBased')
      const loanBox = offerBox(page, language, 2, 'termLoan')
      await expectDisclosure(advanceBox, language, advance)
      const loanFigures = await expectDisclosure(loanBox, language, loan)
      expect(loanFigures.apr).toBe(9)
      const aprLabel = wordsOf(language).box.rows.apr
      expect(await rowValue(loanBox, aprLabel)).toContain(words.lowest)
      expect(await rowValue(advanceBox, aprLabel)).not.toContain(words.lowest)
      // The 35% flag is the advance's, not the loan's.
      const flagsOf = (number: number) =>
        page.getByRole('region', { name: words.flags.title }).nth(number - 1)
      await expect(flagsOf(1).getByText(words.flags.aprAbove35.title)).toBeVisible()
      await expect(flagsOf(2).getByText(words.flags.aprAbove35.title)).toHaveCount(0)

      const address = new URL(page.url())
      expect(address.searchParams.get('1.kind')).toBe('salesBased')
      expect(address.searchParams.get('2.kind')).toBe('termLoan')
      expect(address.searchParams.get('2.rate')).toBe('9')

      await page.reload()
      await expect(offerFields(page, language, 2).getByLabel(words.rate)).toHaveValue('9')
      await expectDisclosure(offerBox(page, language, 1, 'salesBased'), language, advance)
      await expectDisclosure(offerBox(page, language, 2, 'termLoan'), language, loan)
      expect(await rowValue(offerBox(page, language, 2, 'termLoan'), aprLabel)).toContain(
        words.lowest,
      )

      // A third offer is the last: the button gives way to a sentence.
      await page.getByRole('button', { name: words.add }).click()
      await expect(page.getByRole('button', { name: words.add })).toHaveCount(0)
      await page.getByRole('button', { name: words.remove.replace('{number}', '3') }).click()
      await expect(page.getByRole('button', { name: words.add })).toBeVisible()
    })

    test('bad figures get a message at their field, and never a NaN', async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(`${PAGES[language]}?1.kind=termLoan`)
      const { offer: words, limits } = wordsOf(language)
      await typeAdvance(page, language, 1)
      await page.getByRole('button', { name: words.add }).click()
      await typeLoan(page, language, 2)
      const advanceFields = offerFields(page, language, 1)
      const loanFields = offerFields(page, language, 2)

      /** The field is marked invalid and its own message, tied to it, says what to enter. */
      const expectMessage = async (field: Locator, message: string) => {
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ')[0]!
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
        await expect(page.locator('body')).not.toContainText('NaN')
      }

      const amount = advanceFields.getByLabel(words.amount.salesBased)
      await amount.fill('lots')
      await expectMessage(amount, plain(limits.offerAmount))
      await amount.fill('-5000')
      await expectMessage(amount, plain(limits.offerAmount))
      await amount.fill(language === 'en' ? '50,000' : '50 000')
      await expect(amount).not.toHaveAttribute('aria-invalid')

      const factor = advanceFields.getByLabel(words.factor, { exact: true })
      await factor.fill(language === 'en' ? '0.9' : '0,9')
      await expectMessage(factor, plain(limits.factorRate))

      const term = loanFields.getByLabel(words.term, { exact: true })
      await term.fill('0')
      await expectMessage(term, plain(limits.term))
      // Each offer with an error says so in place of its box.
      await expect(page.getByText(plain(words.checkField.replace('{number}', '2')))).toBeVisible()
    })

    test('the offers reach the team only when the visitor sends them, and the admin shows them', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE)
      await page.goto(`${PAGES[language]}?1.kind=termLoan`)
      const { lead, contact } = wordsOf(language)
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
      })
      await typeAdvance(page, language, 1)
      await expectDisclosure(offerBox(page, language, 1, 'salesBased'), language, advance)
      await page.getByRole('button', { name: lead.open }).click()
      const form = page.getByRole('form', { name: lead.title })
      const lastName = `Offers${language}${Date.now()}`
      await form.getByRole('textbox', { name: contact.firstName, exact: true }).fill('Ada')
      await form.getByRole('textbox', { name: contact.lastName, exact: true }).fill(lastName)
      await form.getByRole('textbox', { name: contact.email, exact: true }).fill('ada@example.com')
      await form.getByRole('textbox', { name: contact.phone, exact: true }).fill('+1 416 555 0100')
      await form
        .getByRole('textbox', { name: contact.company, exact: true })
        .fill('Analytical Engines')
      // Typing the offer and opening the form sent nothing.
      expect(posts.filter((path) => path.startsWith('/api/'))).toEqual([])
      await form.getByRole('button', { name: lead.send }).click()
      // The consent is required: the form says so at the checkbox and sends nothing.
      await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
      expect(posts.filter((path) => path.startsWith('/api/'))).toEqual([])
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: lead.send }).click()
      await expect(page.getByText(plain(lead.success), { exact: true })).toBeVisible()
      expect(posts.filter((path) => path.startsWith('/api/'))).toEqual(['/api/offer-check'])

      await signInToAdmin(page)
      await expect(await findContactLead(page, lastName)).toContainText(
        'From the offer check, with 1 offer',
      )
      const table = (await openContactLead(page, lastName)).getByRole('table')
      const expected = referenceDisclosure(advance)
      const row = (name: string) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
      await expect(row('Estimated APR')).toContainText(`${expected.apr.toFixed(2)}%`)
      await expect(row('Amount you receive')).toContainText(money('en', expected.amountReceived))
    })

    test('has no serious axe violations at 390 and 1280 px, with two offers', async ({ page }) => {
      await page.goto(`${PAGES[language]}?1.kind=termLoan`)
      await typeAdvance(page, language, 1)
      await page.getByRole('button', { name: wordsOf(language).offer.add }).click()
      await typeLoan(page, language, 2)
      await expect(offerBox(page, language, 2, 'termLoan')).toBeVisible()
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        await expectNoSeriousA11yViolations(page)
      }
    })
  })
}

test.describe('the offer check without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const language of ['en', 'fr'] as const) {
    test(`explains itself and works its form out on the server (${language})`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      const words = wordsOf(language).offer
      await page.goto(PAGES[language])
      await expect(page.getByRole('heading', { name: words.page.howTitle })).toBeVisible()
      // The worked example is the advance, stated before any script.
      await expectDisclosure(offerBox(page, language, 1, 'salesBased'), language, advance)

      // A different advance, sent as a plain form: the address holds it, the server states it.
      const fields = offerFields(page, language, 1)
      await fields.getByLabel(words.amount.salesBased).fill(language === 'en' ? '60,000' : '60 000')
      await fields.getByLabel(words.withheldFee.label).fill('')
      await page.getByRole('button', { name: words.check }).click()
      await expect(page).toHaveURL(/1\.amount=60/)
      const sixty: Offer = { ...advance, amount: 60_000, withheldFee: undefined }
      await expectDisclosure(offerBox(page, language, 1, 'salesBased'), language, sixty)
      // A figure the server cannot use is named at its field, as the script would.
      await fields.getByLabel(words.factor, { exact: true }).fill('abc')
      await page.getByRole('button', { name: words.check }).click()
      await expect(fields.getByLabel(words.factor, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expect(page.locator('body')).not.toContainText('NaN')
    })
  }
})
