import type { Locator, Page } from '@playwright/test'
import { site } from '@/content/site'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  openContactLead,
  signInToAdmin,
  test,
} from './fixtures'
import { waitForMail } from './mailbox'

/**
 * The funding readiness check (issue 39) in both languages: one question at a time, the result
 * from the same answers in the browser and from the address, no request while answering, the
 * checklist e-mailed on request, and the answers sent to the team as a lead.
 */

const ADDRESS: Record<Locale, string> = {
  en: '/tools/funding-readiness',
  fr: '/fr/outils/preparation-au-financement',
}

/** The visitor, as the check writes the address. */
const QUEBEC =
  'country=ca&region=QC&years=under36&revenue=under50k&credit=fair&purpose=cashflow&speed=weeks'

/** The words a visitor reads, in each language, from the same sources the page uses. */
const wordsIn = (locale: Locale) => {
  const { readiness, financialProducts } = contentIn(locale)
  const question = readiness.questions
  return {
    ui: messagesFor(locale).Readiness,
    question,
    statuses: readiness.statuses,
    termLoans: financialProducts.find((product) => product.id === 'term-loans')!.title,
  }
}

/** A network address of its own for each run of a test: the per-visitor limit counts it. */
const visitorAddress = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`

async function pressTabUntilFocused(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('The keyboard never reached the control')
}

/** Answers the questions one step at a time with the mouse, and goes to the result. */
async function answerQuebec(page: Page, locale: Locale) {
  const { ui, question } = wordsIn(locale)
  const form = page.getByRole('form', { name: ui.form })
  const next = form.getByRole('button', { name: ui.next })
  const step = async (legend: string, answer: () => Promise<void>) => {
    await expect(form.getByRole('heading', { name: legend })).toBeFocused()
    await answer()
    await next.click()
  }
  await expect(
    form.getByText(ui.progress.replace('{current}', '1').replace('{total}', '13')),
  ).toBeVisible()
  await form.getByRole('radio', { name: question.country.options.ca }).check()
  await next.click()
  await step(question.region.legend, async () => {
    await form.getByRole('combobox', { name: question.region.legend }).selectOption('QC')
  })
  await step(question.years.legend, () =>
    form.getByRole('radio', { name: question.years.options.under36 }).check(),
  )
  await step(question.revenue.legend, () =>
    form.getByRole('radio', { name: question.revenue.options.under50k }).check(),
  )
  await step(question.credit.legend, () =>
    form.getByRole('radio', { name: question.credit.options.fair, exact: true }).check(),
  )
  // Every answer is optional: the business's own credit file is skipped.
  await step(question.businessCredit.legend, async () => {})
  await step(question.purpose.legend, () =>
    form.getByRole('radio', { name: question.purpose.options.cashflow }).check(),
  )
  await step(question.speed.legend, () =>
    form.getByRole('radio', { name: question.speed.options.weeks }).check(),
  )
  for (const legend of [question.amount, question.debt, question.documents, question.assets]) {
    await step(legend.legend, async () => {})
  }
  await expect(form.getByRole('heading', { name: question.industry.legend })).toBeFocused()
  await form.getByRole('button', { name: ui.seeResult }).click()
  await expect(page.getByRole('heading', { name: ui.resultTitle, level: 2 })).toBeFocused()
}

/** Checks the Québec result: term loans fit, the NEQ and Revenu Québec, three steps. */
async function expectQuebecResult(page: Page, locale: Locale) {
  const { ui, termLoans, statuses } = wordsIn(locale)
  const result = page.getByRole('region', { name: ui.resultTitle })
  await expect(result.getByRole('heading', { name: termLoans, level: 4 })).toBeVisible()
  const checklist = result.getByRole('list').filter({ hasText: 'NEQ' })
  await expect(checklist).toContainText('Revenu Québec')
  await expect(checklist).not.toContainText(/\bCRA\b|\bARC\b/)
  // Standings are words, not colour only.
  await expect(result).toContainText(statuses.close)
  await expect(result).toContainText(statuses.unknown)
  const steps = result.getByRole('region', { name: ui.stepsTitle }).getByRole('listitem')
  await expect(steps).toHaveCount(3)
  for (const item of await steps.all()) {
    await expect(item.getByRole('link')).toHaveAttribute('href', /\/(blog|fr\/blogue)\//)
  }
  await expect(result).toContainText(contentIn(locale).readiness.disclaimer)
}

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: a Québec business answers one question at a time on a phone, with no request, and gets its result; Ontario gets CRA documents`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(ADDRESS[locale])
    await page.waitForLoadState('networkidle')
    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))

    await answerQuebec(page, locale)
    await expectQuebecResult(page, locale)
    // Nothing left the browser while the visitor answered: no prefetch, no beacon, no API call.
    expect(requests).toEqual([])
    expect(new URL(page.url()).search).toBe(`?${QUEBEC}`)

    // The address alone reproduces the result, rendered by the server.
    await page.reload()
    await expectQuebecResult(page, locale)

    const { ui } = wordsIn(locale)
    await page.goto(`${ADDRESS[locale]}?${QUEBEC.replace('region=QC', 'region=ON')}`)
    const result = page.getByRole('region', { name: ui.resultTitle })
    await expect(result).toContainText(
      locale === 'en' ? 'Canada Revenue Agency' : 'Agence du revenu du Canada',
    )
    await expect(result).not.toContainText('NEQ')
    await expect(result).not.toContainText('Revenu Québec')
  })

  test(`${locale}: a keyboard-only visitor completes the check`, async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(ADDRESS[locale])
    const { ui, question } = wordsIn(locale)
    const form = page.getByRole('form', { name: ui.form })
    const next = form.getByRole('button', { name: ui.next })

    await pressTabUntilFocused(page, form.getByRole('radio', { name: question.country.options.ca }))
    await page.keyboard.press('Space')
    await pressTabUntilFocused(page, next)
    await page.keyboard.press('Enter')
    const region = form.getByRole('combobox', { name: question.region.legend })
    await expect(form.getByRole('heading', { name: question.region.legend })).toBeFocused()
    await pressTabUntilFocused(page, region)
    await page.keyboard.type(question.region.options.QC)
    await expect(region).toHaveValue('QC')
    for (let step = 2; step < 13; step += 1) {
      await pressTabUntilFocused(page, next)
      await page.keyboard.press('Enter')
    }
    await pressTabUntilFocused(page, form.getByRole('button', { name: ui.seeResult }))
    await page.keyboard.press('Enter')
    const result = page.getByRole('region', { name: ui.resultTitle })
    await expect(page.getByRole('heading', { name: ui.resultTitle, level: 2 })).toBeFocused()
    await expect(result).toContainText('NEQ')
    expect(new URL(page.url()).searchParams.get('region')).toBe('QC')
  })

  test(`${locale}: "E-mail me my checklist" sends one e-mail in the visitor's language`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
    await page.setViewportSize(DESKTOP)
    await page.goto(`${ADDRESS[locale]}?${QUEBEC}`)
    const { ui } = wordsIn(locale)
    const recipient = `readiness-${locale}-${Date.now()}@example.com`
    const email = page.getByRole('form', { name: ui.email.title })
    await email.getByLabel(ui.email.label).fill(recipient)
    await email.getByRole('button', { name: ui.email.send }).click()
    await expect(email.getByRole('status')).toHaveText(ui.email.sent)

    const mail = await waitForMail(recipient)
    if (locale === 'en') expect(mail).toContain(ui.email.subject.replace('{brand}', site.name))
    expect(mail).toContain('NEQ')
    expect(mail).toContain('Revenu Québec')
    expect(mail).toContain(
      locale === 'en' ? 'nothing else will be sent to you' : 'rien d’autre ne vous sera envoyé',
    )
    expect(mail).toContain(`${ADDRESS[locale]}?${QUEBEC}`)
  })

  test(`${locale}: "Have the team contact me" creates a lead whose answers the team reads`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
    await page.setViewportSize(DESKTOP)
    await page.goto(`${ADDRESS[locale]}?${QUEBEC}`)
    const { ui } = wordsIn(locale)
    const labels = messagesFor(locale).ContactForm
    const lastName = `Readiness${locale}${Date.now()}`
    const contact = page.getByRole('form', { name: ui.contact.title })
    const field = (label: string) => contact.getByRole('textbox', { name: label, exact: true })
    await field(labels.firstName).fill('Ada')
    await field(labels.lastName).fill(lastName)
    await field(labels.email).fill(`${lastName.toLowerCase()}@example.com`)
    await field(labels.phone).fill('+1 514 555 0100')
    await contact.getByRole('button', { name: ui.contact.send }).click()
    await expect(contact.getByRole('alert')).toHaveText(ui.contact.consentRequired)
    await contact.getByRole('checkbox').check()
    await contact.getByRole('button', { name: ui.contact.send }).click()
    await expect(contact.getByRole('status')).toHaveText(ui.contact.sent)

    await signInToAdmin(page)
    const dialog = await openContactLead(page, lastName)
    // In the team's language, question by question.
    await expect(dialog).toContainText('Readiness check')
    await expect(dialog).toContainText('Which province, territory or state? → Quebec')
    await expect(dialog).toContainText('How would you describe the owners’ personal credit? → Fair')
  })
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the readiness check and its result pass axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const path of [ADDRESS.en, `${ADDRESS.fr}?${QUEBEC}`]) {
      await page.goto(path)
      await expectNoSeriousA11yViolations(page)
    }
  })
}

test('without JavaScript, the form shows every question and the address it sends gives the result', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(ADDRESS.en)
  const { ui, question } = wordsIn('en')
  const form = page.getByRole('form', { name: ui.form })
  await expect(form.getByRole('heading', { name: question.industry.legend })).toBeVisible()
  await form.getByRole('radio', { name: question.country.options.ca }).check()
  await form.getByRole('combobox', { name: question.region.legend }).selectOption('QC')
  await form.getByRole('radio', { name: question.years.options.under36 }).check()
  await form.getByRole('checkbox', { name: question.documents.options.statements }).check()
  await form.getByRole('checkbox', { name: question.documents.options.taxReturns }).check()
  await form.getByRole('button', { name: ui.seeResult }).click()
  await expect(page).toHaveURL(/documents=statements&documents=taxReturns/)
  const result = page.getByRole('region', { name: ui.resultTitle })
  await expect(result).toContainText('NEQ')
  await expect(result).toContainText(`(${ui.have})`)
  await context.close()
})

test('the printed result leaves out the site and the forms, and keeps the checklist', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(`${ADDRESS.en}?${QUEBEC}`)
  await page.emulateMedia({ media: 'print' })
  const { ui } = wordsIn('en')
  const result = page.getByRole('region', { name: ui.resultTitle })
  await expect(result).toBeVisible()
  await expect(result.getByText('Québec enterprise number (NEQ)').first()).toBeVisible()
  await expect(page.getByRole('form', { name: ui.form })).toBeHidden()
  await expect(page.getByRole('form', { name: ui.email.title })).toBeHidden()
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('footer').first()).toBeHidden()
  await expect(page.getByRole('button', { name: ui.print })).toBeHidden()
})
