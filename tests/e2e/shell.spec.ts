import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  gotoWithPausedClock,
  test,
} from './fixtures'
import { COMPILE_HINT } from '../../scripts/compile-hints'
import { loadedScripts } from '../../scripts/defer-scripts'

test.describe('footer', () => {
  test.use({ viewport: DESKTOP })

  test('the footer links every section, the legal pages and the social profiles', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const expected: [string, string][] = [
      ['How It Works', '/how-it-works'],
      ['Who We Help', '/who-we-help'],
      ['Merchant Cash Advance', '/financial-products#merchant-cash-advance'],
      ['Asset-Based Lending', '/financial-products#asset-based-lending'],
      ['Term Loans', '/financial-products#term-loans'],
      ['PO Financing', '/financial-products#po-financing'],
      ['Inventory Financing', '/financial-products#inventory-financing'],
      ['Supply Chain Financing', '/financial-products#supply-chain-financing'],
      ['Lenders', '/lenders'],
      ['Referral Partners', '/referral-partners'],
      ['APIs', '/apis'],
      ['Who We Are', '/about-us'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact-us'],
      ['Privacy Policy', '/privacy-terms'],
      ['Terms of Service', '/terms-of-service'],
      ['How We Make Money', '/how-we-make-money'],
    ]
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    for (const network of ['LinkedIn', 'Instagram', 'X', 'Facebook']) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer.locator('address')).toContainText('Toronto')
    await expect(footer.locator('address')).toContainText('Canada')
    await expect(footer).toContainText('9AM EST to 5PM EST')
    await expect(footer.getByRole('link', { name: 'support@fundlane.example' })).toHaveAttribute(
      'href',
      'mailto:support@fundlane.example',
    )
  })

  test('social icons show their name in a tooltip after 700 ms', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await page.getByRole('link', { name: 'LinkedIn (opens in a new tab)' }).hover()
    await page.clock.runFor(600)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(page.getByRole('tooltip')).toHaveText('LinkedIn')
  })
})

test('every browser a test opens has answered the overlays, one made by hand too (decision 0030)', async ({
  page,
  browser,
}) => {
  const answers = () => [
    localStorage.getItem('cookieConsent'),
    localStorage.getItem('languageSuggestion'),
  ]
  await page.goto('/fr')
  expect(await page.evaluate(answers)).toEqual(['accepted', 'dismissed'])
  const context = await browser.newContext()
  const other = await context.newPage()
  await other.goto('/')
  expect(await other.evaluate(answers)).toEqual(['accepted', 'dismissed'])
  await context.close()
})

test.describe('cookie banner', () => {
  test.use({ settledOverlays: ['language suggestion'] })

  test('appears after 5 seconds and Ok remembers the choice', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    const banner = page.getByRole('region', { name: 'Cookie notice' })
    await page.clock.runFor(4900)
    await expect(banner).toHaveCount(0)
    await page.clock.runFor(200)
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-terms',
    )
    // It says what the site keeps, and claims no tracking the site does not do.
    await expect(banner).toContainText('No analytics or advertising cookies')
    await expect(banner).not.toContainText('understand how it is used')

    await banner.getByRole('button', { name: 'Ok', exact: true }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')

    await page.reload()
    await page.clock.runFor(10_000)
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)
  })

  test('the close icon hides it for this view only', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await page.clock.runFor(5000)
    const banner = page.getByRole('region', { name: 'Cookie notice' })
    await banner.getByRole('button', { name: 'Close cookie notice' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull()

    await page.reload()
    await page.clock.runFor(5000)
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible()
  })
})

test.describe('reveal on scroll', () => {
  test.use({ viewport: { width: 390, height: 600 } })

  test('a section below the fold fades in once it scrolls into view', async ({ page }) => {
    await page.goto('/')
    const banner = page.locator('section[aria-labelledby="closing-banner-title"]')
    await expect(banner).toHaveAttribute('data-reveal', 'pending')
    await expect(banner).toHaveCSS('opacity', '0')
    await banner.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 300)
    await expect(banner).toHaveAttribute('data-reveal', 'shown')
    await expect(banner).toHaveCSS('opacity', '1')
    // Once: scrolling away does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(banner).toHaveAttribute('data-reveal', 'shown')
  })

  test('nothing is hidden for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const banner = page.locator('section[aria-labelledby="closing-banner-title"]')
    await expect(banner).toHaveCSS('opacity', '1')
    await expect(banner).not.toHaveAttribute('data-reveal', 'pending')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 600 } })

  test('every section is visible', async ({ page }) => {
    await page.goto('/')
    const banner = page.locator('section[aria-labelledby="closing-banner-title"]')
    await expect(banner).toHaveCSS('opacity', '1')
    await expect(
      page.getByRole('heading', { name: 'The Future of Funding is Boundless.' }),
    ).toBeVisible()
  })
})

test('the closing banner offers sign-up in a new tab and Learn More', async ({ page }) => {
  await page.goto('/')
  const banner = page.locator('section[aria-labelledby="closing-banner-title"]')
  await expect(banner.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
    'href',
    'https://app.fundlane.example/signup',
  )
  await expect(banner.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(banner.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
    'href',
    '/how-it-works',
  )
})

test.describe('unknown pages and addresses', () => {
  test('an unknown path shows the 404 screen with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('paths match case-insensitively', async ({ request }) => {
    const response = await request.get('/How-It-Works?x=1', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toMatch(/\/how-it-works\?x=1$/)
  })

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/', '/no-such-page']) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toContain('max-age=')
      const csp = headers['content-security-policy'] ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(csp).not.toContain('unsafe-eval')
    }
  })
})

test.describe('scripts', () => {
  test("a page's start-up scripts are marked to compile as they download (compile-hints.ts)", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const startup = loadedScripts(html)
    expect(startup.length).toBeGreaterThan(3)
    for (const source of startup)
      expect((await (await request.get(source)).text()).startsWith(COMPILE_HINT), source).toBe(true)
  })

  test('a page rendered per request loads its scripts after the first paint too, and works', async ({
    page,
  }) => {
    // The offer check with an offer in its address is rendered per request (decision 0033).
    const response = await page.goto(
      '/tools/offer-check?1.kind=termLoan&1.amount=50000&1.rate=9&1.term=24',
    )
    // As the browser received it: the loader's list of scripts, and none of Next's tags.
    const html = await response!.text()
    expect(loadedScripts(html).length).toBeGreaterThan(3)
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    // Hydrated: the form answers as the visitor types, without sending it.
    await page.getByLabel('Amount of the loan').fill('60000')
    await expect(page).toHaveURL(/1\.amount=60000/)
  })
})

test.describe('accessibility', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the home page has no serious axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await expectNoSeriousA11yViolations(page)
    })
  }

  test.describe('with the cookie notice', () => {
    test.use({ settledOverlays: ['language suggestion'] })

    test('the open menus and the cookie notice have no serious axe violations', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE)
      await gotoWithPausedClock(page, '/')
      await page.clock.runFor(5000)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('button', { name: 'Knowledge' }).click()
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible()
      await page.clock.resume() // axe schedules its own timers
      await expectNoSeriousA11yViolations(page)
    })
  })
})
