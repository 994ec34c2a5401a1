import type { Page } from '@playwright/test'
import { queryE2eDatabase } from './database'
import { DESKTOP, PHONE, expect, expectNoSeriousA11yViolations, test } from './fixtures'

const ERROR = 'Sorry, I encountered an error. Please try again or contact our team directly.'

test.use({ viewport: DESKTOP })

const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with our team' })
const messages = (page: Page) => panel(page).getByRole('log', { name: 'Messages' })
const header = (page: Page) => panel(page).locator('header')

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click()
  await expect(panel(page)).toBeVisible()
}

test('the round button opens the chat, focus moves in, and the close icon or Escape closes it', async ({
  page,
}) => {
  await page.goto('/')
  await openChat(page)
  await expect(panel(page)).toContainText('We typically reply in a few minutes')
  await expect(panel(page).getByLabel('Message', { exact: true })).toBeFocused()
  await panel(page).getByRole('button', { name: 'Close chat' }).click()
  await expect(panel(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused()
  await openChat(page)
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await openChat(page)
  await page.getByRole('button', { name: 'Minimize chat' }).click()
  await expect(panel(page)).toHaveCount(0)
})

test('the header says the replies are automated and how to reach a person', async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await openChat(page)
    await expect(header(page)).toContainText('Chat with us')
    await expect(header(page)).toContainText('We typically reply in a few minutes')
    await expect(header(page)).toContainText(
      'Automated assistant. For a person, use the contact page or support@fundlane.example.',
    )
    await expect(header(page).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact-us',
    )
    await expect(
      header(page).getByRole('link', { name: 'support@fundlane.example' }),
    ).toHaveAttribute('href', 'mailto:support@fundlane.example')
    // The note stays inside the header beside the close icon, never under it.
    const note = await header(page).locator('#chat-panel-note').boundingBox()
    const close = await header(page).getByRole('button', { name: 'Close chat' }).boundingBox()
    expect(note!.x + note!.width).toBeLessThanOrEqual(close!.x)
  }
  await header(page).getByRole('link', { name: 'contact page' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(panel(page)).toHaveCount(0)
})

test('a request for advice gets the standing no-advice line and the options, never a pick', async ({
  page,
}) => {
  await page.goto('/')
  await openChat(page)
  await panel(page)
    .getByLabel('Message', { exact: true })
    .fill('should we take an MCA to cover payroll?')
  await page.keyboard.press('Enter')
  const reply = messages(page).locator('li[data-type="bot"]').last()
  // The first answer of a fresh server can be slow on a busy machine.
  await expect(reply).toContainText(
    "I can't give financial advice or recommend a lender or product",
    { timeout: 15_000 },
  )
  await expect(reply).toContainText('Merchant Cash Advance')
  await expect(
    reply.getByRole('link', { name: 'Merchant Cash Advance', exact: true }),
  ).toBeVisible()
})

test('a question gets an answer from the site, with links, and both are kept for the team', async ({
  page,
}) => {
  await page.goto('/')
  await openChat(page)
  const sent: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat/message')) sent.push(request.postDataJSON())
  })
  await panel(page)
    .getByLabel('Message', { exact: true })
    .fill('  How fast can I get a merchant cash advance?  ')
  await page.keyboard.press('Enter')
  await expect(messages(page).locator('li[data-type="user"]')).toContainText(
    'How fast can I get a merchant cash advance?',
  )
  const reply = messages(page).locator('li[data-type="bot"]').last()
  await expect(reply).toContainText('24-48 hours')
  await expect(
    reply.getByRole('link', { name: 'Merchant Cash Advance', exact: true }),
  ).toHaveAttribute('href', '/financial-products#merchant-cash-advance')
  await expect(reply.locator('time')).toHaveText(/\d{1,2}:\d{2}\s?[AP]M/)
  expect(sent).toEqual([
    {
      message: 'How fast can I get a merchant cash advance?',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    },
  ])
  await expect(panel(page).getByLabel('Message', { exact: true })).toHaveValue('')

  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === 'chat_conversation',
  )
  expect(cookie?.httpOnly).toBe(true)
  // The cookie is the conversation id and the server's signature of it.
  const [conversationId, signature] = cookie!.value.split('.')
  expect(signature).toMatch(/^[\w-]{43}$/)
  const stored = queryE2eDatabase<{ role: string; message: string }>(
    'select role, message from chat_messages where conversation_id = ? order by created_at, id',
    conversationId,
  )
  expect(stored.map((row) => row.role)).toEqual(['user', 'bot'])
  expect(stored[0]?.message).toBe('How fast can I get a merchant cash advance?')
})

test('send is disabled while empty, and a message is ignored while a reply is pending', async ({
  page,
}) => {
  await page.goto('/')
  await openChat(page)
  const send = panel(page).getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  await panel(page).getByLabel('Message', { exact: true }).fill('    ')
  await expect(send).toBeDisabled()

  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  await page.route('**/api/chat/message', async (route) => {
    calls += 1
    await held
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ response: 'Slow answer' }),
    })
  })
  await panel(page).getByLabel('Message', { exact: true }).fill('First question')
  await send.click()
  await expect(panel(page).getByLabel('The assistant is typing')).toBeVisible()
  await panel(page).getByLabel('Message', { exact: true }).fill('Second question')
  await expect(send).toBeDisabled()
  await page.keyboard.press('Enter')
  release()
  await expect(messages(page).locator('li[data-type="bot"]')).toHaveCount(1)
  await expect(messages(page).locator('li[data-type="bot"]')).toContainText('Slow answer')
  expect(calls).toBe(1)
  await expect(panel(page).getByLabel('Message', { exact: true })).toHaveValue('Second question')
  await expect(send).toBeEnabled()
})

test('a failed reply shows the error message and sending works again', async ({ page }) => {
  await page.goto('/')
  await openChat(page)
  await page.route('**/api/chat/message', (route) => route.fulfill({ status: 500, body: 'down' }))
  await panel(page).getByLabel('Message', { exact: true }).fill('Hello?')
  await page.keyboard.press('Enter')
  await expect(messages(page).locator('li[data-type="bot"]').last()).toHaveText(
    new RegExp(ERROR.replace(/[.?]/g, '\\$&')),
  )
  await page.unroute('**/api/chat/message')
  await page.route('**/api/chat/message', (route) => route.abort('failed'))
  await panel(page).getByLabel('Message', { exact: true }).fill('Again?')
  await page.keyboard.press('Enter')
  await expect(messages(page).locator('li[data-type="bot"]')).toHaveCount(2)
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled()
  await panel(page).getByLabel('Message', { exact: true }).fill('More')
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeEnabled()
})

test('the conversation survives navigation to another page', async ({ page }) => {
  await page.goto('/')
  await openChat(page)
  await panel(page).getByLabel('Message', { exact: true }).fill('Is it free?')
  await page.keyboard.press('Enter')
  await expect(messages(page).locator('li[data-type="bot"]')).toHaveCount(1)
  await page.goto('/contact-us')
  await openChat(page)
  await expect(messages(page).locator('li[data-type="user"]')).toContainText('Is it free?')
  await expect(messages(page).locator('li[data-type="bot"]')).toHaveCount(1)
})

test("'Get started with funding' opens sign-up in a new tab and closes the chat", async ({
  page,
}) => {
  await page.goto('/')
  await openChat(page)
  const item = panel(page).getByRole('link', { name: /Get started with funding/ })
  await expect(item).toHaveAttribute('href', 'https://app.fundlane.example/signup')
  await expect(item).toHaveAttribute('target', '_blank')
  await item.click({ modifiers: [] }).catch(() => {})
  await expect(panel(page)).toHaveCount(0)
})

test('the chat code is not part of the first page load', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  // No idle time: the browser is busy until load, so only the page's own scripts are fetched.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'requestIdleCallback', { value: () => 0 })
  })
  await page.goto('/')
  const before = new Set(scripts)
  await openChat(page)
  await expect(panel(page)).toBeVisible()
  expect(scripts.filter((url) => !before.has(url)).length).toBeGreaterThan(0)
})

test('the chat API refuses empty and over-long messages with a clear 400', async ({ request }) => {
  const empty = await request.post('/api/chat/message', {
    data: { message: '   ', timestamp: new Date().toISOString() },
  })
  expect(empty.status()).toBe(400)
  expect((await empty.json()).fields).toEqual({ message: 'Please type a message' })
  const long = await request.post('/api/chat/message', {
    data: { message: 'x'.repeat(2001), timestamp: new Date().toISOString() },
  })
  expect(long.status()).toBe(400)
  expect((await long.json()).fields).toEqual({
    message: 'Please keep your message under 2,000 characters',
  })
  const ok = await request.post('/api/chat/message', {
    data: { message: 'hi', timestamp: new Date().toISOString() },
  })
  expect(ok.status()).toBe(200)
  expect(typeof (await ok.json()).response).toBe('string')
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`the open chat has no serious axe violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await openChat(page)
    await panel(page).getByLabel('Message', { exact: true }).fill('What is PO financing?')
    await page.keyboard.press('Enter')
    await expect(messages(page).locator('li[data-type="bot"]')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
  })
}
