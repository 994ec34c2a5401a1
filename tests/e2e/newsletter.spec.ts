import type { Page } from '@playwright/test'
import { queryE2eDatabase } from './database'
import { acceptCookiesBeforeLoad, expect, gotoWithPausedClock, test } from './fixtures'
import { waitForMail } from './mailbox'

const SUCCESS = "Thanks! You've been subscribed to our newsletter."

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page)
})

function newsletter(page: Page) {
  return page.getByRole('form', { name: 'Newsletter' })
}

function captureSubscribePosts(page: Page) {
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/subscribe') && request.method() === 'POST')
      bodies.push(request.postDataJSON())
  })
  return bodies
}

test('an empty or invalid address is refused in the form, and editing clears the message', async ({
  page,
}) => {
  await page.goto('/')
  const posts = captureSubscribePosts(page)
  const form = newsletter(page)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText('Please enter your email')
  await form.getByRole('textbox').fill('   ')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText('Please enter your email')
  await form.getByRole('textbox').fill('reader@nowhere')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText('Please enter a valid email address')
  await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  await form.getByRole('textbox').pressSequentially('.com')
  await expect(form.getByRole('status')).toHaveText('')
  expect(posts).toEqual([])
})

test('subscribing sends the trimmed address, clears the input and thanks for 10 seconds', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.com`
  await gotoWithPausedClock(page, '/')
  const posts = captureSubscribePosts(page)
  const form = newsletter(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/subscribe', async (route) => {
    await held
    await route.continue()
  })
  await form.getByRole('textbox').fill(`  ${email}  `)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  release()

  await expect(form.getByRole('status')).toHaveText(SUCCESS)
  await expect(form.getByRole('textbox')).toHaveValue('')
  expect(posts).toEqual([{ email }])
  await page.clock.runFor(9500)
  await expect(form.getByRole('status')).toHaveText(SUCCESS)
  await page.clock.runFor(600)
  await expect(form.getByRole('status')).toHaveText('')

  const rows = queryE2eDatabase<{ status: string }>(
    'select status from newsletter_subscribers where email = ?',
    email,
  )
  expect(rows).toEqual([{ status: 'pending' }])
})

test("the server's error text is shown, and a generic one when it gives none", async ({ page }) => {
  await page.goto('/')
  const form = newsletter(page)
  await page.route('**/api/subscribe', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many requests. Please wait 30 seconds and try again.' }),
    }),
  )
  await form.getByRole('textbox').fill('reader@example.com')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Too many requests. Please wait 30 seconds and try again.',
  )
  await expect(form.getByRole('textbox')).toHaveValue('reader@example.com')

  await page.unroute('**/api/subscribe')
  await page.route('**/api/subscribe', (route) => route.fulfill({ status: 500, body: '' }))
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText('Failed to subscribe')

  await page.unroute('**/api/subscribe')
  await page.route('**/api/subscribe', (route) => route.abort('failed'))
  await form.getByRole('textbox').fill('reader2@example.com')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText('Failed to subscribe')
})

test('the confirmation e-mail confirms once, and its unsubscribe link works once', async ({
  page,
}) => {
  const email = `optin-${Date.now()}@example.com`
  await page.goto('/')
  await newsletter(page).getByRole('textbox').fill(email)
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(newsletter(page).getByRole('status')).toHaveText(SUCCESS)

  const mail = await waitForMail(email)
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  const confirmPath = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(mail)![0])
  const unsubscribePath = new URL(
    /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(mail)![0],
  )

  const tampered = `${confirmPath.pathname}${confirmPath.search.slice(0, -2)}xy`
  await page.goto(tampered)
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()

  await page.goto(confirmPath.pathname + confirmPath.search)
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
  await page.goto(confirmPath.pathname + confirmPath.search)
  await expect(page.getByRole('heading', { name: "You're already subscribed" })).toBeVisible()
  expect(
    queryE2eDatabase('select status from newsletter_subscribers where email = ?', email),
  ).toEqual([{ status: 'confirmed' }])

  await page.goto(unsubscribePath.pathname + unsubscribePath.search)
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()
  await page.goto(unsubscribePath.pathname + unsubscribePath.search)
  await expect(page.getByRole('heading', { name: "You're already unsubscribed" })).toBeVisible()
  await page.goto('/newsletter/unsubscribe?token=forged.token')
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
})

test('mail clients can unsubscribe with one POST (RFC 8058)', async ({ page, request }) => {
  const email = `oneclick-${Date.now()}@example.com`
  await page.goto('/')
  await newsletter(page).getByRole('textbox').fill(email)
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
  const mail = await waitForMail(email)
  const link = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(mail)![0])
  const response = await request.post(link.pathname + link.search, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(response.status()).toBe(200)
  expect(
    queryE2eDatabase('select status from newsletter_subscribers where email = ?', email),
  ).toEqual([{ status: 'unsubscribed' }])
})
