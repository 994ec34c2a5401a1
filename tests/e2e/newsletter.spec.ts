import type { Page } from '@playwright/test'
import { queryE2eDatabase } from './database'
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoBeforeHydration,
  gotoWithPausedClock,
  test,
} from './fixtures'
import { waitForMail } from './mailbox'

const SUCCESS = "Thanks! You've been subscribed to our newsletter."

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
  await form.getByRole('textbox').fill('reader@example.com, friend@example.com')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Please enter one email address, without spaces or any of ? & < > , ;',
  )
  expect(posts).toEqual([])
})

test('an address typed before the page has hydrated is kept and subscribed', async ({ page }) => {
  const email = `early-${Date.now()}@example.com`
  const hydrate = await gotoBeforeHydration(page, '/')
  const posts = captureSubscribePosts(page)
  const form = newsletter(page)
  await form.getByRole('textbox').fill(email)
  await hydrate()

  await expect(form.getByRole('textbox')).toHaveValue(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText(SUCCESS)
  expect(posts).toEqual([{ email }])
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

/** Subscribes through the footer form and returns the links of the confirmation e-mail. */
async function subscribeAndReadLinks(page: Page, email: string) {
  await page.goto('/')
  await newsletter(page).getByRole('textbox').fill(email)
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(newsletter(page).getByRole('status')).toHaveText(SUCCESS)
  const mail = await waitForMail(email)
  const link = (pattern: RegExp) => {
    const url = new URL(pattern.exec(mail)![0])
    return url.pathname + url.search
  }
  return {
    mail,
    confirm: link(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/),
    unsubscribe: link(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.-]+/),
  }
}

function statusOf(email: string) {
  return queryE2eDatabase('select status from newsletter_subscribers where email = ?', email)
}

test('the confirmation e-mail confirms once its button is pressed, and unsubscribes the same way', async ({
  page,
}) => {
  const email = `optin-${Date.now()}@example.com`
  const links = await subscribeAndReadLinks(page, email)
  expect(links.mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')

  const tampered = `${links.confirm.slice(0, -2)}xy`
  await page.goto(tampered)
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0)

  // Opening the link, as a mail scanner does, confirms nothing.
  await page.goto(links.confirm)
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto(links.confirm)
  expect(statusOf(email)).toEqual([{ status: 'pending' }])

  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
  expect(statusOf(email)).toEqual([{ status: 'confirmed' }])
  // Reloading the outcome posts nothing again.
  await page.reload()
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
  await page.goto(links.confirm)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're already subscribed" })).toBeVisible()

  await page.goto(links.unsubscribe)
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible()
  expect(statusOf(email)).toEqual([{ status: 'confirmed' }])
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()
  expect(statusOf(email)).toEqual([{ status: 'unsubscribed' }])
  await page.goto(links.unsubscribe)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You're already unsubscribed" })).toBeVisible()
  await page.goto('/newsletter/unsubscribe?token=forged.token')
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()

  // The consent log keeps the whole story, the unsubscription included.
  const events = queryE2eDatabase<{ event: string; source: string }>(
    'select event, source from newsletter_consent_events where email_normalized = ?',
    email,
  )
  expect(events).toHaveLength(4)
  expect(events).toEqual(
    expect.arrayContaining([
      { event: 'subscribed', source: 'footer-form' },
      { event: 'confirmation-sent', source: 'footer-form' },
      { event: 'confirmed', source: 'confirm-link' },
      { event: 'unsubscribed', source: 'unsubscribe-link' },
    ]),
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the link pages still confirm and unsubscribe with their buttons', async ({
    page,
    request,
  }) => {
    const email = `nojs-${Date.now()}@example.com`
    expect((await request.post('/api/subscribe', { data: { email } })).status()).toBe(202)
    const mail = await waitForMail(email)
    const confirm = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(mail)![0])
    await page.goto(confirm.pathname + confirm.search)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
    expect(statusOf(email)).toEqual([{ status: 'confirmed' }])

    const unsubscribe = new URL(
      /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(mail)![0],
    )
    await page.goto(unsubscribe.pathname + unsubscribe.search)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()
    expect(statusOf(email)).toEqual([{ status: 'unsubscribed' }])
  })
})

test('subscribing a new, a known or a bot address gets the same answer', async ({ request }) => {
  const email = `same-${Date.now()}@example.com`
  const answer = async (data: Record<string, string>) => {
    const response = await request.post('/api/subscribe', { data })
    return { status: response.status(), body: await response.json() }
  }
  const first = await answer({ email })
  expect(first).toEqual({
    status: 202,
    body: { status: 'pending', message: 'Please check your inbox to confirm your subscription.' },
  })
  expect(await answer({ email })).toEqual(first)
  expect(await answer({ email: `other-${email}` })).toEqual(first)
  expect(await answer({ email: `bot-${email}`, website: 'https://spam.example' })).toEqual(first)
  expect(statusOf(`bot-${email}`)).toEqual([])
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
  expect(await response.json()).toEqual({ status: 'unsubscribed' })
  expect(statusOf(email)).toEqual([{ status: 'unsubscribed' }])
  expect(
    queryE2eDatabase(
      "select source from newsletter_consent_events where email_normalized = ? and event = 'unsubscribed'",
      email,
    ),
  ).toEqual([{ source: 'one-click' }])
})
