import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import {
  COOKIE_CONSENT_ACCEPTED,
  COOKIE_CONSENT_KEY,
  LANGUAGE_SUGGESTION_DISMISSED,
  LANGUAGE_SUGGESTION_KEY,
} from '@/lib/browser-storage'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './database'
import { E2E_ORIGIN } from './global-setup'
import { waitForMail } from './mailbox'

export { expect }

/**
 * Waits until React has hydrated a page that loads its scripts after the first paint (decision
 * 0023: public pages carry one loader instead of Next's script tags, so the load event no longer
 * waits for them). A visitor's taps count from then; the admin's pages keep Next's tags and are
 * hydrated by the time they load.
 */
async function untilHydrated(page: Page) {
  if ((await page.locator('script[data-deferred-scripts]').count()) === 0) return
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
}

/**
 * What a first visit shows on its own, after a delay or once the page has hydrated, over whatever
 * a test is about to click: the cookie notice (after 5 s) and, on a page in the language the
 * browser does not prefer, the suggestion to read its twin.
 */
export type Overlay = 'cookie notice' | 'language suggestion'

/** The answer a returning visitor's browser keeps for each overlay, which keeps it away. */
const settledAnswer: Record<Overlay, { name: string; value: string }> = {
  'cookie notice': { name: COOKIE_CONSENT_KEY, value: COOKIE_CONSENT_ACCEPTED },
  'language suggestion': { name: LANGUAGE_SUGGESTION_KEY, value: LANGUAGE_SUGGESTION_DISMISSED },
}

/**
 * Makes `page.goto` and `page.reload` wait until the page has hydrated: the `page` fixture's own
 * pages do, and a page of a context a test opens with `browser.newContext()` must be passed here
 * before it types into a form, or its typing can land before React takes the form over and be
 * reset by it.
 */
export function waitForHydrationOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  // A test that opens a page only to its first bytes or its HTML (`commit`, `domcontentloaded`)
  // looks at the page before it is ready; the others get it hydrated.
  const ready = (waitUntil?: string) => waitUntil !== 'commit' && waitUntil !== 'domcontentloaded'
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (ready(options?.waitUntil)) await untilHydrated(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (ready(options?.waitUntil)) await untilHydrated(page)
    return response
  }
  return page
}

/**
 * Playwright's test, with every page opened or reloaded by `page` waiting for hydration (unless
 * the test turns JavaScript off), in a browser that has already answered every overlay
 * (decision 0030): each browser context starts with those answers in its storage, the ones a test
 * makes with `browser.newContext()` too. A test about an overlay names the ones that stay settled,
 * `test.use({ settledOverlays: ['language suggestion'] })`, or `[]` for none.
 */
export const test = base.extend<{ settledOverlays: readonly Overlay[] }>({
  settledOverlays: [['cookie notice', 'language suggestion'], { option: true }],
  // Playwright gives the state to every context the test opens, its own or made by hand.
  storageState: async ({ settledOverlays }, provide) =>
    provide({
      cookies: [],
      origins: [
        {
          origin: E2E_ORIGIN,
          localStorage: settledOverlays.map((overlay) => settledAnswer[overlay]),
        },
      ],
    }),
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydrationOnNavigation(page)
    await provide(page)
  },
})

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
  return page.goto(url)
}

/**
 * Opens a page with its scripts held back, as a slow phone shows it between the first paint and
 * hydration; the returned function lets the scripts load and waits until React has hydrated.
 */
export async function gotoBeforeHydration(page: Page, url: string) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  // The held scripts hold the load event too.
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
  return async function hydrate() {
    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  }
}

/**
 * Starts recording what the browser's Content-Security-Policy refuses: `securitypolicyviolation`
 * events, caught by a listener added before any script of the page runs, and the console errors
 * Chromium prints for them. Call the returned function to read them.
 */
export async function recordViolations(page: Page) {
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
 * Fails when axe finds a serious or critical accessibility violation on the page as it rests: with
 * reduced motion for the check (globals.css then ends every animation and transition at once) and
 * any fade already under way finished, so no text is measured halfway through one (a notification
 * fading out, a section fading in).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' })
  let results
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: 'no-preference' })
  }
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
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

/**
 * Finds a contact lead by its unique last name (first name Ada), signed in on /admin: its card,
 * once the search has answered. A click on the unfiltered list's card while the search is loading
 * lands on a card that is then replaced, and no dialog opens.
 */
export async function findContactLead(page: Page, lastName: string) {
  await page.getByRole('searchbox', { name: /Search contact form submissions/ }).fill(lastName)
  await expect(
    page.getByRole('region', { name: /Contact Form Submissions 1 in total/ }),
  ).toBeVisible()
  return page.getByRole('article').filter({ hasText: lastName })
}

/** Opens a contact lead's details (see `findContactLead`); answers the dialog. */
export async function openContactLead(page: Page, lastName: string) {
  const card = await findContactLead(page, lastName)
  await card.getByRole('button', { name: `View all of Ada ${lastName}'s details` }).click()
  const dialog = page.getByRole('dialog', { name: `Ada ${lastName}` })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Invites `email` from the owner's Team tab; answers the invitation link's path. */
export async function inviteFromTeamTab(owner: Page, email: string): Promise<string> {
  await owner.getByRole('tab', { name: 'Team' }).click()
  const form = owner.getByRole('region', { name: 'Invite someone' })
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Role').selectOption('member')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(
    owner.getByRole('region', { name: 'Open invitations' }).getByText(email),
  ).toBeVisible()
  const mail = await waitForMail(email)
  const link = new URL(/https?:\/\/\S+\/admin\/invitation\?token=[\w.%-]+/.exec(mail)![0])
  return link.pathname + link.search
}

/**
 * A new member of the team, invited by the signed-in `owner` and joined in a browser of their
 * own: answers their page, on /admin.
 */
export async function joinAsMember(owner: Page, browser: Browser, name: string) {
  const email = `member${Date.now()}@e2e.test`
  const invitationPath = await inviteFromTeamTab(owner, email)
  const context = await browser.newContext({ baseURL: E2E_ORIGIN, viewport: owner.viewportSize() })
  const member = waitForHydrationOnNavigation(await context.newPage())
  await member.goto(invitationPath)
  await member.getByLabel('Your name').fill(name)
  await member.getByLabel('Password (12 characters or more)').fill(`${email}-password`)
  await member.getByLabel('Password again').fill(`${email}-password`)
  await member.getByRole('button', { name: 'Join the team' }).click()
  await expect(member.getByRole('heading', { name: /Contact Form Submissions/ })).toBeVisible()
  return member
}

/** Posts a contact submission the way the contact form does; answers the new lead's id. */
export async function submitContact(
  request: APIRequestContext,
  fields: Record<string, string>,
): Promise<string> {
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
  return ((await response.json()) as { id: string }).id
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
