import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_ADMIN_PASSWORD, TEAM_SESSION_COOKIE } from './database'
import {
  DESKTOP,
  OWNER,
  PHONE,
  expect,
  fillSignInForm,
  expectNoSeriousA11yViolations,
  gotoWithPausedClock,
  signInToAdmin,
  submitContact,
  test,
} from './fixtures'
import { E2E_ORIGIN } from './global-setup'

test.use({ viewport: DESKTOP, timezoneId: 'America/Toronto' })

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: /Search contact form submissions/ }).fill(text)
}

test('a wrong password is refused and the right one shows the submissions', async ({ page }) => {
  await page.goto('/admin')
  await fillSignInForm(page, { ...OWNER, password: 'not-the-password' })
  await expect(page.getByRole('alert').filter({ hasText: 'not correct' })).toHaveText(
    'That e-mail, password or code is not correct.',
  )
  await expect(page.getByLabel('E-mail')).toHaveValue(OWNER.email)
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /Contact Form Submissions/ })).toBeVisible()
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === TEAM_SESSION_COOKIE,
  )
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000)
})

test.describe('the cookie notice', () => {
  // Left to appear, were it there: the visitors' notice is not the team's (decision 0030).
  test.use({ settledOverlays: ['language suggestion'] })

  test('the team area never shows it, before or after signing in', async ({ page }) => {
    await gotoWithPausedClock(page, '/admin')
    // Past the 5 s after which the public pages show it.
    await page.clock.runFor(10_000)
    await page.clock.resume()
    await fillSignInForm(page, OWNER)
    await expect(page.getByRole('heading', { name: /Contact Form Submissions/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)
  })
})

test('cards show name, US date-time, mailto and tel links, company and a 150-character preview, as text', async ({
  page,
  request,
}) => {
  const marker = `card${Date.now()}`
  const longMessage = `${marker} ${'x'.repeat(200)}`
  await submitContact(request, {
    lastName: marker,
    company: 'Analytical Engines',
    message: longMessage,
  })
  await submitContact(request, {
    lastName: `${marker}b`,
    phone: '555-0199',
    message: `<script>window.hacked = true</script> ${marker}`,
  })
  await signInToAdmin(page)
  await search(page, marker)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(2)

  const first = cards.filter({ hasText: `Ada ${marker}b` })
  await expect(first.getByText(`<script>window.hacked = true</script> ${marker}`)).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked),
  ).toBeUndefined()
  await expect(first.getByRole('link', { name: '555-0199' })).toHaveAttribute('href', 'tel:5550199')

  const second = cards
    .filter({ hasText: `Ada ${marker}` })
    .filter({ hasText: 'Analytical Engines' })
  await expect(second.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
    'href',
    'mailto:ada@example.com',
  )
  await expect(second.getByText(`${longMessage.slice(0, 150)}...`, { exact: true })).toBeVisible()
  await expect(second.getByText(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/)).toBeVisible()
})

test('"View all" shows the whole lead, and the audit log records who opened it', async ({
  page,
  request,
}) => {
  const marker = `whole${Date.now()}`
  const longMessage = `${marker} ${'y'.repeat(300)} the end`
  await submitContact(request, {
    lastName: marker,
    company: 'Difference Engines',
    message: longMessage,
  })
  await signInToAdmin(page)
  await search(page, marker)
  // Only once the search has answered: a refetch redraws the list, closing an open dialog.
  await expect(
    page.getByRole('region', { name: /Contact Form Submissions 1 in total/ }),
  ).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: marker })
  await card.getByRole('button', { name: `View all of Ada ${marker}'s details` }).click()
  const dialog = page.getByRole('dialog', { name: `Ada ${marker}` })
  await expect(dialog.getByText(longMessage, { exact: true })).toBeVisible()
  await expect(dialog.getByText('Difference Engines')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('tab', { name: 'Audit log' }).click()
  await page.getByLabel('Action').selectOption({ label: 'Viewed a record' })
  await expect(page.getByRole('row').filter({ hasText: 'Viewed a record' }).first()).toContainText(
    OWNER.email,
  )
})

test('the list shows loading placeholders, then an error when the server fails', async ({
  page,
}) => {
  await signInToAdmin(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/admin/contacts?**', async (route) => {
    await held
    await route.fulfill({ status: 500, body: 'down' })
  })
  await search(page, 'anything-at-all')
  await expect(page.getByTestId('placeholder-card')).toHaveCount(3)
  release()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed' })).toHaveText(
    'Failed to load contact submissions. Please try again later.',
  )
})

test('the list shows its empty state and total badge', async ({ page }) => {
  await signInToAdmin(page)
  await page.route('**/api/admin/contacts?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ items: [], total: 0, page: 1, pageSize: 24 }),
    }),
  )
  await page.reload()
  await expect(page.getByText('No submissions yet')).toBeVisible()
  await expect(
    page.getByText('Contact form submissions will appear here when visitors submit the form.'),
  ).toBeVisible()
  await expect(page.getByLabel('0 in total')).toHaveText('0')
})

test('search finds by name, e-mail or company; pages hold 24 and move forward and back', async ({
  page,
  request,
}) => {
  const marker = `page${Date.now()}`
  await Promise.all([
    ...Array.from({ length: 30 }, (_, index) =>
      submitContact(request, {
        lastName: `${marker}-${index}`,
        email: `${marker}${index}@example.com`,
      }),
    ),
    submitContact(request, { lastName: 'Other', company: `${marker} Holdings` }),
  ])
  await signInToAdmin(page)
  await search(page, marker)
  await expect(page.getByLabel('31 in total')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(24)
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('article')).toHaveCount(7)
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByRole('article')).toHaveCount(24)

  await search(page, `${marker}7@example.com`)
  await expect(page.getByRole('article')).toHaveCount(1)
  await search(page, `${marker} holdings`)
  await expect(page.getByRole('article')).toHaveText([/Ada Other/])
})

test('the CSV export has a BOM, every column, and neutralised formulas', async ({
  page,
  request,
}) => {
  const marker = `csv${Date.now()}`
  await submitContact(request, {
    lastName: marker,
    company: '=HYPERLINK("http://evil.example","x")',
    phone: '\uFF0B1 416 555 0100',
    message: 'Line one\nLine "two", ünïcödé',
  })
  await signInToAdmin(page)
  await search(page, marker)
  await expect(page.getByRole('article')).toHaveCount(1)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const lines = csv.slice(1).split('\r\n')
  expect(lines[0]).toBe(
    'Submitted at (UTC),First name,Last name,E-mail,Phone,Company,Message,Offers (offer check),' +
      'Readiness check answers,' +
      'Status,Owner,Language,' +
      'First visit source,First visit campaign,First visit landing page,Latest visit source,' +
      'Latest visit campaign,Form page,Id',
  )
  expect(lines[1]).toContain(`Ada,${marker},ada@example.com`)
  // A lead nobody has worked yet: New, no owner, sent from an English page, and (sent by the API)
  // no source or form page.
  expect(lines[1]).toMatch(/,New,,English,,,,,,,[0-9a-f-]{36}$/)
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
  // A full-width plus is a formula start to some spreadsheets too.
  expect(lines[1]).toContain(`,'\uFF0B1 416 555 0100,`)
  expect(csv).toContain('"Line one\nLine ""two"", ünïcödé"')
})

test('a submission can be deleted after confirming, and the team can sign out', async ({
  page,
  request,
}) => {
  const marker = `del${Date.now()}`
  await submitContact(request, { lastName: marker })
  await signInToAdmin(page)
  await search(page, marker)
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByRole('button', { name: `Delete The message from Ada ${marker}` }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('cannot be undone')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByRole('button', { name: `Delete The message from Ada ${marker}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete permanently' }).click()
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Submission deleted'),
  ).toBeVisible()
  await expect(page.getByText(`No matches for “${marker}”`)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByLabel('Password')).toBeVisible()
  expect(
    (await page.context().cookies()).some((cookie) => cookie.name === TEAM_SESSION_COOKIE),
  ).toBe(false)
})

test('the partnership and subscriber lists are one tab away', async ({ page, request }) => {
  const marker = `tab${Date.now()}`
  await request.post('/api/partnerships', {
    data: {
      company: `${marker} Capital`,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `${marker}@example.com`,
      phone: '555-0101',
      jobTitle: '',
      partnershipType: 'lender',
      businessDescription: 'Lending partnership inquiry',
      fundingRange: '',
      clientVolume: '',
      partnershipGoals: 'Deal flow',
      consent: true,
    },
  })
  await request.post('/api/subscribe', { data: { email: `${marker}@example.com` } })
  await signInToAdmin(page)
  await page.getByRole('tab', { name: 'Partnerships' }).click()
  await page.getByRole('searchbox', { name: /Search partnership inquiries/ }).fill(marker)
  await expect(page.getByRole('article')).toContainText([`${marker} Capital`])
  await page.getByRole('tab', { name: 'Subscribers' }).click()
  await page.getByRole('searchbox', { name: /Search newsletter subscribers/ }).fill(marker)
  await expect(page.getByRole('article')).toContainText([`${marker}@example.com`])
})

test.describe('admin API', () => {
  test('repeated wrong passwords get 429 with Retry-After', async ({ request }) => {
    const headers = {
      Origin: E2E_ORIGIN,
      'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
    }
    // Another address than the owner's: the limit counts per account too, and other tests sign in.
    const email = `guess${Date.now()}@e2e.test`
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post('/api/admin/session', {
        headers,
        data: { email, password: `wrong-${attempt}` },
      })
      expect(response.status()).toBe(401)
    }
    const limited = await request.post('/api/admin/session', {
      headers,
      data: { email, password: E2E_ADMIN_PASSWORD },
    })
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  })

  test('the admin page is never cached or indexed', async ({ request }) => {
    const headers = (await request.get('/admin')).headers()
    expect(headers['cache-control']).toContain('no-store')
    expect(headers['x-robots-tag']).toContain('noindex')
  })
})

test.describe('accessibility', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the sign-in form and the list have no serious axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/admin')
      await expect(page.getByLabel('Password')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await fillSignInForm(page, OWNER)
      await expect(page.getByRole('heading', { name: /Contact Form Submissions/ })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
})
