import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  signInToAdmin,
  submitContact,
  test,
} from './fixtures'
import { acceptMailAbout, refuseMailAbout, waitForMail } from './mailbox'

test.use({ viewport: DESKTOP, timezoneId: 'America/Toronto' })

test('the admin Deliveries view shows a delivery failing against a stopped SMTP sink and succeeding after Retry now', async ({
  page,
  request,
}, testInfo) => {
  // The worker retries about ten times (OUTBOX_BACKOFF_* in playwright.config.ts) before giving up.
  test.setTimeout(90_000)
  const marker = `refused${Date.now()}`
  // The mail server refuses this lead's e-mail only; everyone else's mail goes through.
  refuseMailAbout(marker)
  try {
    await submitContact(request, { lastName: marker })
    await signInToAdmin(page)
    await page.getByRole('tab', { name: /^Deliveries/ }).click()
    await expect(page.getByRole('heading', { name: /Failed Deliveries/ })).toBeVisible()

    const card = page.getByRole('article').filter({ hasText: `Contact: Ada ${marker}` })
    await expect(card).toBeVisible({ timeout: 20_000 })
    await expect(card.getByText('Team e-mail')).toBeVisible()
    await expect(
      card.getByText(/Mailbox unavailable: mail about refused\d+ is refused/),
    ).toBeVisible()

    // The worker keeps trying, then gives up: the card says so and the tab counts it.
    await expect(card.getByText('Given up', { exact: true })).toBeVisible({ timeout: 45_000 })
    await expect(card.getByText('Given up at')).toBeVisible()
    await expect(page.getByRole('tab', { name: /^Deliveries \d+ given up$/ })).toBeVisible()

    await expectNoSeriousA11yViolations(page)
    await testInfo.attach('deliveries at 1280 px', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    await page.setViewportSize(PHONE)
    const retry = card.getByRole('button', { name: /Retry now/ })
    await retry.scrollIntoViewIfNeeded()
    // Whole on a phone's width: nothing pushes it off the side of the screen.
    await expect(retry).toBeInViewport({ ratio: 1 })
    await expectNoSeriousA11yViolations(page)
    await testInfo.attach('deliveries at 390 px', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    await page.setViewportSize(DESKTOP)
  } finally {
    // The mail server is back.
    acceptMailAbout(marker)
  }

  const card = page.getByRole('article').filter({ hasText: `Contact: Ada ${marker}` })
  await card.getByRole('button', { name: /Retry now/ }).click()
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Retrying now'),
  ).toBeVisible()
  // Delivered: the e-mail arrives and the card leaves the list.
  expect(await waitForMail(marker)).toContain(`New contact message from Ada ${marker}`)
  await expect(card).toHaveCount(0, { timeout: 15_000 })
})
