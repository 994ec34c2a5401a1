import type { Page } from '@playwright/test'
import {
  DESKTOP,
  OWNER,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  joinAsMember,
  openContactLead,
  signInToAdmin,
  submitContact,
  test,
  waitForHydrationOnNavigation,
} from './fixtures'
import { E2E_ORIGIN } from './global-setup'

test.use({ timezoneId: 'America/Toronto' })
// One at a time: the dashboard's status funnel counts every lead, and these tests change statuses.
test.describe.configure({ mode: 'serial' })

for (const viewport of [DESKTOP, PHONE]) {
  test(`an owner works a lead at ${viewport.width} px: status, owner and a note, each on its timeline`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const lastName = `Worked${viewport.width}x${Date.now()}`
    await submitContact(request, { lastName, message: 'Looking for $250k in equipment financing.' })
    await signInToAdmin(page)
    const dialog = await openContactLead(page, lastName)
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
    const again = await openContactLead(page, lastName)
    await expect(again.getByLabel('Status')).toHaveValue('contacted')
    await expect(again.getByText(note)).toBeVisible()
  })
}

test('a lead’s details stay open until closed, while the search under them settles', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP)
  const lastName = `Steady${Date.now()}`
  await submitContact(request, { lastName })
  await page.clock.install()
  await signInToAdmin(page)
  const search = page.getByRole('searchbox', { name: /Search contact form submissions/ })
  await search.fill(lastName)
  await expect(
    page.getByRole('region', { name: /Contact Form Submissions 1 in total/ }),
  ).toBeVisible()

  // The person types on and clicks "View all" before the search's pause is over: time stands
  // still between the two, so the click always comes first.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)
  await search.fill(`${lastName}-more`)
  await page.getByRole('button', { name: `View all of Ada ${lastName}'s details` }).click()
  const dialog = page.getByRole('dialog', { name: `Ada ${lastName}` })
  await expect(dialog).toBeVisible()

  // The search settles and the list under the dialog is read again, without the lead.
  await page.clock.resume()
  await expect(page.getByText(`No matches for “${lastName}-more”`)).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Status')).toHaveValue('new')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the note box counts to 5,000 characters and says when a note is over, instead of cutting it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP)
  const lastName = `LongNote${Date.now()}`
  await submitContact(request, { lastName })
  await signInToAdmin(page)
  const dialog = await openContactLead(page, lastName)
  const work = dialog.getByRole('region', { name: 'Work on this lead' })
  const box = work.getByLabel('Add a note')
  const send = work.getByRole('button', { name: 'Add note' })

  // A pasted call log 12 characters too long: kept whole, and the field says by how much.
  const pasted = `${'Called the CFO. '.repeat(313)}Done`
  expect(pasted).toHaveLength(5012)
  await box.fill(pasted)
  await expect(box).toHaveValue(pasted)
  const over = '12 characters too many. Please keep it to 5,000.'
  await expect(work.getByRole('alert')).toHaveText(over)
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(box).toHaveAccessibleDescription(`${over} 5,012 / 5,000 characters`)
  await expect(send).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  // Shortened to fit, it is sent whole.
  const fitting = pasted.slice(0, 5000)
  await box.fill(fitting)
  await expect(box).toHaveAccessibleDescription('5,000 / 5,000 characters')
  await expect(box).not.toHaveAttribute('aria-invalid')
  await send.click()
  await expect(work.getByRole('list').getByText(fitting)).toBeVisible()
  await expect(box).toHaveValue('')
  await expect(box).toHaveAccessibleDescription('0 / 5,000 characters')
})

test('a member who marks a lead Spam keeps its details open; the owner finds it under Spam, with who did it on its timeline and in the audit log', async ({
  page: owner,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  await owner.setViewportSize(DESKTOP)
  const lastName = `Junk${Date.now()}`
  const leadId = await submitContact(request, { lastName })
  await signInToAdmin(owner)
  const member = await joinAsMember(owner, browser, 'Sam Member')

  const dialog = await openContactLead(member, lastName)
  await dialog.getByLabel('Status').selectOption({ label: 'Spam' })
  await expect(dialog.getByRole('list')).toContainText('Sam Member moved it from New to Spam')
  // The list under the dialog is read again without the lead; the dialog stays until closed.
  await expect(member.getByText(`No matches for “${lastName}”`)).toBeVisible()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await member.context().close()

  // The owner finds it under the Spam filter, with the member's move on its timeline...
  await owner.getByRole('tab', { name: 'Contacts' }).click()
  await owner.getByLabel('Status').selectOption({ label: 'Spam' })
  const found = await openContactLead(owner, lastName)
  await expect(found.getByLabel('Status')).toHaveValue('spam')
  await expect(found.getByRole('list')).toContainText('Sam Member moved it from New to Spam')
  await found.getByRole('button', { name: 'Close' }).click()

  // ...and in the audit log.
  await owner.getByRole('tab', { name: 'Audit log' }).click()
  await owner.getByLabel('Action').selectOption({ label: 'Marked a lead as Spam' })
  const event = owner.getByRole('row').filter({ hasText: leadId.slice(-8) })
  await expect(event).toContainText('Marked a lead as Spam')
  await expect(event).toContainText('from: new, to: spam')
  await expect(event).toContainText(/member\d+@e2e\.test/)
})

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
  const visitor = waitForHydrationOnNavigation(await visitorContext.newPage())
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
  const dialog = await openContactLead(member, lastName)
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
