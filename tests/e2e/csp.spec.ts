import { contentSecurityPolicy } from '@/lib/security-headers'
import { expect, recordViolations, signInToAdmin, test } from './fixtures'

// Every public page and the 404 screen: every-page.spec.ts.
test.describe('public pages', () => {
  test('the chat renders an answer with links without a refusal', async ({ page }) => {
    const violations = await recordViolations(page)
    await page.goto('/contact-us')
    await page.getByRole('button', { name: 'Open chat' }).click()
    const chat = page.getByRole('dialog', { name: 'Chat with our team' })
    await chat
      .getByLabel('Message', { exact: true })
      .fill('How fast can I get a merchant cash advance?')
    await page.keyboard.press('Enter')
    await expect(
      chat
        .locator('li[data-type="bot"]')
        .getByRole('link', { name: 'Merchant Cash Advance', exact: true }),
    ).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test('no response allows eval', async ({ request }) => {
  for (const path of [
    '/',
    '/admin',
    '/no-such-page',
    '/sitemap.xml',
    '/feed.xml',
    '/manifest.webmanifest',
    '/api/health',
    '/api/contacts',
  ]) {
    const policy = (await request.get(path)).headers()['content-security-policy']
    expect(policy, path).toBeTruthy()
    expect(policy, path).not.toContain('unsafe-eval')
  }
})

test.describe('the admin area', () => {
  test('allows only the scripts carrying a fresh nonce, and every script carries it', async ({
    request,
  }) => {
    const nonces = new Set<string>()
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get('/admin')
      const policy = response.headers()['content-security-policy'] ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
      expect(nonce).not.toBe('')
      expect(policy).toBe(contentSecurityPolicy({ isDevelopment: false, nonce }))
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]
      expect(scriptSources).toBe(`'nonce-${nonce}' 'strict-dynamic'`)
      expect(scriptSources).not.toContain('unsafe-inline')
      const scriptTags = (await response.text()).match(/<script\b[^>]*>/g) ?? []
      expect(scriptTags.length).toBeGreaterThan(0)
      for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`)
      nonces.add(nonce)
    }
    expect(nonces.size).toBe(2)
  })

  test('signed out, the sign-in form loads without a refusal', async ({ page }) => {
    const violations = await recordViolations(page)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Team sign-in' })).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('signed in, every list loads without a refusal', async ({ page }) => {
    const violations = await recordViolations(page)
    await signInToAdmin(page)
    for (const tab of ['Partnerships', 'Subscribers', 'Chats', 'Contacts']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('searchbox')).toBeVisible()
    }
    expect(await violations()).toEqual([])
  })
})
