import type { Page } from '@playwright/test'
import {
  DESKTOP,
  OWNER,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  signInToAdmin,
  submitContact,
  test,
} from './fixtures'

test.use({ timezoneId: 'America/Toronto' })

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

test('a lead from a newsletter campaign shows its source, campaign, landing page and form page', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP)
  const lastName = `Campaign${Date.now()}`
  // The visitor arrives by the newsletter's link, reads two pages, then writes in.
  await page.goto('/?utm_source=newsletter&utm_campaign=spring')
  const cookie = (await context.cookies()).find((entry) => entry.name === 'visit_source')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 })
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Company', exact: true })
    .click()
  await expect(page).toHaveURL(/\/about-us$/)
  await page.goto('/contact-us')
  const form = page.locator('form[aria-labelledby="contact-form-title"]')
  await form.getByLabel('First Name').fill('Ada')
  await form.getByLabel('Last Name').fill(lastName)
  await form.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`)
  await form.getByLabel('Phone').fill('+1 416 555 0100')
  await form.getByLabel('Message').fill('Equipment financing for a second site.')
  await form.getByLabel('Inquiry Type').selectOption('funding')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByLabel('Last Name')).toHaveValue('')

  await signInToAdmin(page)
  const dialog = await openLead(page, lastName)
  const source = dialog.getByRole('region', { name: 'Work on this lead' })
  const firstVisit = source.getByRole('definition')
  await expect(source).toContainText('First visit')
  await expect(firstVisit.filter({ hasText: 'newsletter' })).toHaveCount(2) // first and latest
  await expect(firstVisit.filter({ hasText: 'spring' })).toHaveCount(2)
  await expect(firstVisit.filter({ hasText: /^\/$/ })).toHaveCount(2)
  await expect(source.getByText('Form sent from:')).toContainText('/contact-us')
})
