import type { Page } from '@playwright/test'
import {
  DESKTOP,
  OWNER,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  joinAsMember,
  signInToAdmin,
  submitContact,
  test,
} from './fixtures'
import { E2E_ORIGIN } from './global-setup'

test.use({ timezoneId: 'America/Toronto' })
// One at a time: the dashboard's status funnel counts every lead, and these tests change statuses.
test.describe.configure({ mode: 'serial' })

/** Finds the lead by its unique last name and opens its details (signed in, on /admin). */
async function openLead(page: Page, lastName: string) {
  await page.getByRole('searchbox', { name: /Search contact form submissions/ }).fill(lastName)
  await expect(
    page.getByRole('region', { name: /Contact Form Submissions 1 in total/ }),
  ).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: lastName })
  await card.getByRole('button', { name: `View all of Ada ${lastName}'s details` }).click()
  return page.getByRole('dialog', { name: `Ada ${lastName}` })
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`an owner works a lead at ${viewport.width} px: status, owner and a note, each on its timeline`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const lastName = `Worked${viewport.width}x${Date.now()}`
    await submitContact(request, { lastName, message: 'Looking for $250k in equipment financing.' })
    await signInToAdmin(page)
    const dialog = await openLead(page, lastName)
    const work = dialog.getByRole('region', { name: 'Work on this lead' })
    const timeline = work.getByRole('list')

    await expect(work.getByLabel('Status')).toHaveValue('new')
    await expect(work.getByLabel('Owner')).toHaveValue('')
    await expect(timeline.getByRole('listitem').first()).toContainText('Received')
    await expect(timeline).toContainText('Team e-mail')
    await expect(work.getByText('Form sent from:')).toContainText('Not recorded')

    await work.getByLabel('Status').selectOption({ label: 'Contacted' })
    await expect(timeline).toContainText('moved it from New to Contacted')
    await expect(work.getByLabel('Status')).toHaveValue('contacted')

    const ownerOption = work.getByLabel('Owner').locator('option', { hasText: OWNER.email })
    await work.getByLabel('Owner').selectOption({ label: (await ownerOption.textContent())! })
    await expect(timeline).toContainText('gave it to')

    await work.getByRole('button', { name: 'Add note' }).click()
    await expect(work.getByRole('alert')).toHaveText('Please write the note')
    const note = 'Called back: send the asset-based lending guide.'
    await work.getByLabel('Add a note').fill(note)
    await work.getByRole('button', { name: 'Add note' }).click()
    await expect(timeline.getByText(note)).toBeVisible()
    await expect(work.getByLabel('Add a note')).toHaveValue('')

    await expectNoSeriousA11yViolations(page)

    // Opened again, the lead keeps all of it.
    await page.keyboard.press('Escape')
    await page.reload()
    const again = await openLead(page, lastName)
    await expect(again.getByLabel('Status')).toHaveValue('contacted')
    await expect(again.getByText(note)).toBeVisible()
  })
}

/**
 * The dashboard's figures a person would check, read from its tables: the leads from the
 * newsletter's spring campaign, and the leads that reached Contacted.
 */
async function readDashboard(page: Page) {
  await page.getByRole('tab', { name: 'Dashboard' }).click()
  const sources = page.getByRole('region', { name: 'Leads by source and campaign' })
  const funnel = page.getByRole('region', { name: 'Status funnel' })
  await expect(sources.getByRole('img', { name: /Leads by source and campaign/ })).toBeVisible()
  await sources.getByRole('button', { name: 'Table' }).click()
  await funnel.getByRole('button', { name: 'Table' }).click()
  const springRow = sources.getByRole('row').filter({ hasText: 'newsletter' }).filter({
    hasText: 'spring',
  })
  const spring = (await springRow.count())
    ? (await springRow.getByRole('cell').last().textContent())!
    : '0'
  const contacted = funnel
    .getByRole('row', { name: /^Contacted/ })
    .getByRole('cell')
    .first()
  return { spring: Number(spring), contacted: Number(await contacted.textContent()) }
}

test('a lead from a French page says so, and the list filters by language', async ({
  page,
  request,
}) => {
  const marker = `Langue${Date.now()}`
  const send = (lastName: string, language: string) =>
    request.post('/api/contact', {
      headers: { 'Content-Language': language },
      data: {
        firstName: 'Ada',
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phone: '+1 514 555 0100',
        message: 'Bonjour',
      },
    })
  expect((await send(`${marker}Fr`, 'fr')).status()).toBe(201)
  expect((await send(`${marker}En`, 'en')).status()).toBe(201)
  await page.setViewportSize(DESKTOP)
  await signInToAdmin(page)
  await page.getByRole('searchbox', { name: /Search contact form submissions/ }).fill(marker)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.filter({ hasText: `${marker}Fr` })).toContainText('French')
  await expect(cards.filter({ hasText: `${marker}En` })).toContainText('English')
  await page.getByLabel('Language').selectOption({ label: 'French' })
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText(`${marker}Fr`)
  await page.getByLabel('Language').selectOption({ label: 'Any language' })
  await expect(cards).toHaveCount(2)

  // Subscriptions know their page's language too.
  for (const [address, language] of [
    [`${marker.toLowerCase()}fr@example.com`, 'fr'],
    [`${marker.toLowerCase()}en@example.com`, 'en'],
  ]) {
    const response = await request.post('/api/subscribe', {
      headers: { 'Content-Language': language! },
      data: { email: address },
    })
    expect(response.status()).toBe(202)
  }
  await page.getByRole('tab', { name: 'Subscribers' }).click()
  await page.getByRole('searchbox', { name: /Search newsletter subscribers/ }).fill(marker)
  await expect(cards).toHaveCount(2)
  await expect(cards.filter({ hasText: `${marker.toLowerCase()}fr@` })).toContainText('French')
  await page.locator('#subscribers-language').selectOption({ label: 'French' })
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText(`${marker.toLowerCase()}fr@example.com`)
})

test('a lead from a newsletter campaign shows its source, campaign, landing page and form page, and a member’s work moves the dashboard', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(90_000)
  await owner.setViewportSize(DESKTOP)
  await signInToAdmin(owner)
  const before = await readDashboard(owner)
  const member = await joinAsMember(owner, browser, 'Grace Member')

  // The visitor arrives by the newsletter's link, reads two pages, then writes in.
  const visitorContext = await browser.newContext({ baseURL: E2E_ORIGIN, viewport: DESKTOP })
  const visitor = await visitorContext.newPage()
  const lastName = `Campaign${Date.now()}`
  await visitor.goto('/?utm_source=newsletter&utm_campaign=spring')
  const cookie = (await visitorContext.cookies()).find((entry) => entry.name === 'visit_source')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 })
  await visitor
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Company', exact: true })
    .click()
  await expect(visitor).toHaveURL(/\/about-us$/)
  await visitor.goto('/contact-us')
  const form = visitor.locator('form[aria-labelledby="contact-form-title"]')
  await form.getByLabel('First Name').fill('Ada')
  await form.getByLabel('Last Name').fill(lastName)
  await form.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`)
  await form.getByLabel('Phone').fill('+1 416 555 0100')
  await form.getByLabel('Message').fill('Equipment financing for a second site.')
  await form.getByLabel('Inquiry Type').selectOption('funding')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByLabel('Last Name')).toHaveValue('')
  await visitorContext.close()

  // A member opens it: where it came from, then Contacted with a note.
  await member.reload()
  const dialog = await openLead(member, lastName)
  const work = dialog.getByRole('region', { name: 'Work on this lead' })
  const firstVisit = work.getByRole('definition')
  await expect(work).toContainText('First visit')
  await expect(firstVisit.filter({ hasText: 'newsletter' })).toHaveCount(2) // first and latest
  await expect(firstVisit.filter({ hasText: 'spring' })).toHaveCount(2)
  await expect(firstVisit.filter({ hasText: /^\/$/ })).toHaveCount(2)
  await expect(work.getByText('Form sent from:')).toContainText('/contact-us')
  await work.getByLabel('Status').selectOption({ label: 'Contacted' })
  await expect(work.getByRole('list')).toContainText('moved it from New to Contacted')
  const note = 'Left a voicemail; she asked for the equipment financing guide.'
  await work.getByLabel('Add a note').fill(note)
  await work.getByRole('button', { name: 'Add note' }).click()
  await expect(work.getByRole('list').getByText(note)).toBeVisible()
  await expect(work.getByRole('list')).toContainText('Grace Member')
  await member.context().close()

  // The owner's dashboard counts the lead and its first status change.
  await owner.reload()
  await expect
    .poll(() => readDashboard(owner))
    .toEqual({
      spring: before.spring + 1,
      contacted: before.contacted + 1,
    })
})

for (const viewport of [DESKTOP, PHONE]) {
  test(`the dashboard's charts are named images with their tables one click away, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    await submitContact(request, { lastName: `Dashboard${viewport.width}x${Date.now()}` })
    await signInToAdmin(page)
    await page.getByRole('tab', { name: 'Dashboard' }).click()
    const overTime = page.getByRole('region', { name: 'Leads per day' })
    await expect(
      overTime.getByRole('img', { name: /^Leads per day, .* \d+ contact submissions/ }),
    ).toBeVisible()
    await expect(page.getByText('Toronto time. Spam is not counted.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await overTime.getByRole('button', { name: 'Table' }).click()
    await expect(overTime.getByRole('button', { name: 'Table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const today = overTime.getByRole('row').last()
    await expect(today.getByRole('rowheader')).toHaveText(
      new Date().toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'America/Toronto',
      }),
    )
    expect(Number(await today.getByRole('cell').first().textContent())).toBeGreaterThan(0)
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel('Period').selectOption({ label: 'Last 12 months' })
    // The table stays chosen as the period changes.
    await expect(
      page
        .getByRole('region', { name: 'Leads per week', exact: true })
        .getByRole('columnheader', { name: 'Week of' }),
    ).toBeVisible()
    await page.getByLabel('Period').selectOption({ label: 'Dates I choose' })
    await page.getByLabel('From').fill('2020-01-01')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please choose at most 366 days.' }),
    ).toBeVisible()
  })
}
