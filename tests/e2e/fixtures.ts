import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './database'

export { expect, test } from '@playwright/test'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

const CLOCK_START = new Date('2026-03-02T14:00:00Z').getTime()

/**
 * Opens a page under Playwright's fake clock, paused before the page loads: every timer of the
 * page runs only when the test moves time forward with `page.clock.runFor`.
 */
export async function gotoWithPausedClock(page: Page, url: string) {
  await page.clock.install({ time: CLOCK_START })
  await page.clock.pauseAt(CLOCK_START + 1000)
  const response = await page.goto(url)
  await waitForNearRegionsToHydrate(page)
  return response
}

/**
 * Scrolls through the whole page and back to the top, as a visitor who has looked at all of it,
 * so every region that hydrates when near the screen (HydrateWhenNear) has hydrated. With the
 * clock paused, no time passes: the regions' timers start at the same moment as the page's.
 */
export async function scrollThroughPage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()?.height ?? 800
  for (let top = 0; top < height + step; top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
    await waitForNearRegionsToHydrate(page)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/**
 * Waits until every region that hydrates when near the screen (HydrateWhenNear) and is within
 * its 300 px of the screen has hydrated. Polled from the test, not the page: the page's timers may
 * be paused.
 */
export async function waitForNearRegionsToHydrate(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-hydrate-when-near]')].every(
          (region) =>
            region.hasAttribute('data-hydrated') ||
            [...region.children].every((child) => {
              const box = child.getBoundingClientRect()
              const hidden = box.width === 0 && box.height === 0
              return hidden || box.bottom < -300 || box.top > window.innerHeight + 300
            }),
        ),
      ),
    )
    .toBe(true)
}

/** Fails when axe finds a serious or critical accessibility violation on the page as it is. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

/** Marks the cookie notice as accepted before the page loads, for tests about other things. */
export async function acceptCookiesBeforeLoad(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'))
}

export type TeamCredentials = { email: string; password: string }

/** The first owner, whom the tests' server creates from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const OWNER: TeamCredentials = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }

/** Fills the sign-in form at /admin (already open) and sends it. */
export async function fillSignInForm(page: Page, { email, password }: TeamCredentials) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in at /admin the way the team does (the owner unless told), and waits for the first list. */
export async function signInToAdmin(page: Page, credentials: TeamCredentials = OWNER) {
  await page.goto('/admin')
  await fillSignInForm(page, credentials)
  await expect(page.getByRole('heading', { name: /Contact Form Submissions/ })).toBeVisible()
}

/** Posts a contact submission the way the contact form does. */
export async function submitContact(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/contact', {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 416 555 0100',
      message: 'Hello',
      ...fields,
    },
  })
  expect(response.status()).toBe(201)
}

/**
 * Opens a page where Share takes its copy path: clipboard allowed, and no share sheet (headless
 * Chromium on Linux has none, but this makes it certain).
 */
export async function gotoWithClipboardShare(page: Page, context: BrowserContext, url: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined })
  })
  await page.goto(url)
}
