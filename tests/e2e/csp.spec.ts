import type { Page } from '@playwright/test'
import sitemap from '@/app/sitemap'
import { messagesFor } from '@/i18n/messages'
import { articlesIn } from '@/server/content/french-articles'
import { contentSecurityPolicy } from '@/lib/security-headers'
import { acceptCookiesBeforeLoad, expect, signInToAdmin, test } from './fixtures'

/** Every page of the sitemap, articles included. */
const sitemapPaths = sitemap().map((entry) => new URL(entry.url).pathname)
const articlePaths = [...articlesIn('en'), ...articlesIn('fr')].map((article) => article.href)

/**
 * Every page but the articles, the public pages the sitemap leaves out (a duplicate address, the
 * newsletter link pages), and one article: each visited on its own and used.
 */
const pagePaths = [
  ...sitemapPaths.filter((path) => !articlePaths.includes(path)),
  '/privacy-and-terms',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  articlePaths[0]!,
]

/** The articles (both languages) share one template: visited in eight batches, to keep the run short. */
const ARTICLE_BATCHES = 8

/** The policy of every page but the admin area (docs/decisions/0003-security-headers.md). */
const PRERENDERED_POLICY = contentSecurityPolicy({ isDevelopment: false })

/**
 * Starts recording what the browser's Content-Security-Policy refuses: `securitypolicyviolation`
 * events, caught by a listener added before any script of the page runs, and the console errors
 * Chromium prints for them. Call the returned function to read them.
 */
async function recordViolations(page: Page) {
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text())
  })
  await page.addInitScript(() => {
    const reports: string[] = []
    Object.assign(window, { __cspViolations: reports })
    window.addEventListener('securitypolicyviolation', (event) => {
      reports.push(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
    ...consoleReports,
  ]
}

/**
 * Runs the code a public page loads late: images and reveals near the footer, the newsletter
 * schema loaded on first submit, and the chat (fetched when the browser is idle) opened.
 */
async function useLateLoadingParts(page: Page, path: string) {
  const { Newsletter, Chat } = messagesFor(path.startsWith('/fr') ? 'fr' : 'en')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const newsletter = page.getByRole('form', { name: Newsletter.form })
  await newsletter.getByRole('textbox').fill('reader@nowhere')
  await newsletter.getByRole('button', { name: Newsletter.subscribe }).click()
  await expect(newsletter.getByRole('status')).not.toBeEmpty()
  await page.getByRole('button', { name: Chat.open }).click()
  await expect(page.getByRole('dialog', { name: Chat.dialog })).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page)
})

test('the pages checked here are the ones the served sitemap lists', async ({ request }) => {
  const served = await (await request.get('/sitemap.xml')).text()
  const servedPaths = [...served.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  )
  expect(servedPaths.toSorted()).toEqual(sitemapPaths.toSorted())
})

test.describe('public pages', () => {
  for (const path of pagePaths) {
    test(`${path} gets the prerendered policy and the browser refuses nothing`, async ({
      page,
    }) => {
      const violations = await recordViolations(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-security-policy']).toBe(PRERENDERED_POLICY)
      await useLateLoadingParts(page, path)
      expect(await violations()).toEqual([])
    })
  }

  for (let batch = 0; batch < ARTICLE_BATCHES; batch += 1) {
    const paths = articlePaths.filter((_, index) => index % ARTICLE_BATCHES === batch)
    test(`articles, batch ${batch + 1} of ${ARTICLE_BATCHES}, get the prerendered policy and the browser refuses nothing`, async ({
      page,
    }) => {
      const violations = await recordViolations(page)
      for (const path of paths) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        expect(response?.headers()['content-security-policy'], path).toBe(PRERENDERED_POLICY)
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        expect(await violations(), path).toEqual([])
      }
    })
  }

  test('the 404 page gets the prerendered policy and the browser refuses nothing', async ({
    page,
  }) => {
    const violations = await recordViolations(page)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    expect(response?.headers()['content-security-policy']).toBe(PRERENDERED_POLICY)
    await useLateLoadingParts(page, '/no-such-page')
    expect(await violations()).toEqual([])
  })

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
