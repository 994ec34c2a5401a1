import type { Page } from '@playwright/test'
import { DESKTOP, PHONE, expect, gotoWithPausedClock, test } from './fixtures'

test.use({ viewport: DESKTOP })

/** The index of the highlighted item of a HighlightCycle list, or -1. */
async function activeIndex(page: Page, listSelector: string) {
  return page
    .locator(`${listSelector} [data-testid="highlight-list"] > li`)
    .evaluateAll((items) => items.findIndex((item) => item.getAttribute('data-active') === 'true'))
}

const away = (page: Page) => page.mouse.move(2, 2)

test.describe('home', () => {
  test('the hero word fades out every 5 s and the next fades in 500 ms later', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    const word = page.getByTestId('rotating-word')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Fast Funding for Founders Like You\./,
    )
    await page.clock.runFor(5000)
    await expect(word).toHaveClass(/opacity-0/)
    await expect(word).toHaveText('Founders')
    await page.clock.runFor(500)
    await expect(word).toHaveText('CEOs')
    await expect(word).toHaveClass(/opacity-100/)
    for (const next of ['Leaders', 'Professionals', 'CFOs', 'Partners', 'Founders']) {
      await page.clock.runFor(5000)
      await expect(word).toHaveText(next)
    }
    await page.getByRole('button', { name: 'Pause rotating audience word' }).click()
    await away(page)
    await page.clock.runFor(20_000)
    await expect(word).toHaveText('Founders')
  })

  test('one feature card is featured, advancing every 4 s; a click features it and pauses 5 s', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/')
    const list = 'section[aria-labelledby="ai-matching-title"]'
    await expect(page.locator(`${list} [data-testid="highlight-list"] > li`)).toHaveCount(4)
    expect(await activeIndex(page, list)).toBe(0)
    await page.clock.runFor(4000)
    expect(await activeIndex(page, list)).toBe(1)
    await page.clock.runFor(8000)
    expect(await activeIndex(page, list)).toBe(3)
    await page.clock.runFor(4000)
    expect(await activeIndex(page, list)).toBe(0)
    await expect(
      page.locator(`${list} [data-testid="highlight-list"] > li[data-active="true"]`),
    ).toHaveCSS('transition-duration', '0.5s')

    await page.locator(`${list} [data-testid="highlight-list"] > li`).nth(2).click()
    await away(page)
    expect(await activeIndex(page, list)).toBe(2)
    await page.clock.runFor(3000)
    // A second click restarts the 5-second pause.
    await page.locator(`${list} [data-testid="highlight-list"] > li`).nth(1).click()
    await away(page)
    await page.clock.runFor(4900)
    expect(await activeIndex(page, list)).toBe(1)
    await page.clock.runFor(200)
    await page.clock.runFor(4000)
    expect(await activeIndex(page, list)).toBe(2)
  })

  test('the callout, lender loop and buttons lead where docs/product.md says', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: /See the businesses we help/ })).toHaveAttribute(
      'href',
      '/who-we-help',
    )
    const logos = page.getByRole('region', { name: 'Lenders in our network' })
    await expect(logos.getByRole('img')).toHaveCount(13)
    await expect(page.getByTestId('logo-track').locator('li')).toHaveCount(26)
    const network = page.locator('section[aria-labelledby="lender-network-title"]')
    await expect(network.getByRole('link', { name: /^Talk To An Expert/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(network.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(
      page.getByRole('heading', { name: 'One Profile, All The Best Options.' }),
    ).toBeVisible()
  })

  test('testimonials show three at a time, the window advancing every 5 s and wrapping', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/')
    const desktop = page.getByTestId('testimonials-desktop')
    await expect(desktop.locator('li')).toHaveCount(3)
    await expect(desktop).toHaveAttribute('data-start', '0')
    await page.clock.runFor(5000)
    await expect(desktop).toHaveAttribute('data-start', '1')
    // 11 five-star quotes: the window starts at 0..7, then returns to 0.
    await page.clock.runFor(5000 * 7)
    await expect(desktop).toHaveAttribute('data-start', '0')
    for (const rating of await page.locator('[aria-label^="Rated"]').all()) {
      await expect(rating).toHaveAttribute('aria-label', 'Rated 5 out of 5')
    }
  })
})

test.describe('how it works', () => {
  test('steps are highlighted from 1 s, 5 s each, for one pass; then only hover highlights', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/how-it-works')
    const list = 'section[aria-labelledby="steps-title"]'
    await expect(page.locator(`${list} [data-testid="highlight-list"] > li`)).toHaveText([
      /1 Complete Your Profile/,
      /2 AI Analysis/,
      /3 Connect with Lenders/,
      /4 Secure Funding/,
    ])
    expect(await activeIndex(page, list)).toBe(-1)
    await page.clock.runFor(1000)
    expect(await activeIndex(page, list)).toBe(0)
    for (const expected of [1, 2, 3]) {
      await page.clock.runFor(5000)
      expect(await activeIndex(page, list)).toBe(expected)
    }
    await page.clock.runFor(5000)
    expect(await activeIndex(page, list)).toBe(-1)
    await page.clock.runFor(20_000)
    expect(await activeIndex(page, list)).toBe(-1)
    await page.locator(`${list} [data-testid="highlight-list"] > li`).nth(2).hover()
    expect(await activeIndex(page, list)).toBe(2)
  })

  test('screenshots wait 4 s, then advance every 6 s; a click zooms and a second click un-zooms', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/how-it-works')
    const shot = page.getByTestId('screenshot')
    await expect(shot).toHaveAttribute('data-index', '0')
    // Timers set by a re-render start when the page gets to render, so time moves in steps.
    await page.clock.runFor(4000)
    await expect(shot).toHaveAttribute('data-index', '0')
    await page.clock.runFor(5900)
    await expect(shot).toHaveAttribute('data-index', '0')
    await page.clock.runFor(200)
    await expect(shot).toHaveAttribute('data-index', '1')
    await page.clock.runFor(6000)
    await expect(shot).toHaveAttribute('data-index', '2')
    await expect(page.getByRole('img', { name: /lender offers matched/i })).toBeVisible()

    const zoom = page.getByRole('button', { name: /: zoom (in|out)$/ })
    await shot.click()
    await expect(zoom).toHaveAttribute('aria-pressed', 'true')
    await expect(shot).toHaveClass(/scale-/)
    await shot.click()
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
  })

  test('offers its three calls to action', async ({ page }) => {
    await page.goto('/how-it-works')
    await expect(page.getByRole('link', { name: "Who We've Funded" })).toHaveAttribute(
      'href',
      '/who-we-help',
    )
    await expect(page.getByRole('link', { name: /^Talk to An Expert/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  })
})

test.describe('who we help', () => {
  test('seven industries rotate every 5 s with a progress ring, six stories every 4 s', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/who-we-help')
    const industries = 'section[aria-labelledby="industries-title"]'
    await expect(page.locator(`${industries} [data-testid="highlight-list"] > li`)).toHaveCount(7)
    await expect(
      page.locator(`${industries} [data-testid="highlight-list"] > li`).last(),
    ).toContainText('Other Industries')
    await expect(page.getByTestId('progress-ring')).toBeVisible()
    await page.clock.runFor(5000)
    expect(await activeIndex(page, industries)).toBe(1)

    const stories = 'section[aria-labelledby="success-stories-title"]'
    await expect(page.locator(`${stories} [data-testid="highlight-list"] > li`)).toHaveText([
      /\$5M/,
      /\$1M/,
      /\$1.5M/,
      /\$3.2M/,
      /\$700K/,
      /\$1.6M/,
    ])
    await expect(
      page.locator(`${stories} [data-testid="highlight-list"] > li`).first(),
    ).toContainText('Funded in 2024', {
      ignoreCase: true,
    })
    expect(await activeIndex(page, stories)).toBe(1)
    await page.clock.runFor(3000)
    expect(await activeIndex(page, stories)).toBe(2)

    await expect(page.locator('[aria-label^="Rated"]:visible')).toHaveCount(3)
  })

  test('the progress ring is hidden under 1150 px', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 })
    await page.goto('/who-we-help')
    await expect(page.getByTestId('progress-ring')).toBeHidden()
  })

  test('phones see the 12 testimonials one at a time', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await gotoWithPausedClock(page, '/who-we-help')
    const phone = page.getByTestId('testimonials-phone')
    await expect(phone).toHaveAttribute('data-index', '0')
    await page.clock.runFor(5000 * 11)
    await expect(phone).toHaveAttribute('data-index', '11')
    await page.clock.runFor(5000)
    await expect(phone).toHaveAttribute('data-index', '0')
  })
})

test.describe('financial products', () => {
  const anchors = [
    'merchant-cash-advance',
    'asset-based-lending',
    'term-loans',
    'po-financing',
    'inventory-financing',
    'supply-chain-financing',
  ]

  test('has the six product sections and the stated claims', async ({ page }) => {
    await page.goto('/financial-products')
    for (const anchor of anchors) await expect(page.locator(`section#${anchor}`)).toHaveCount(1)
    const text = await page.getByRole('main').innerText()
    for (const claim of [
      'Approval in 24-48 hours',
      'Up to $500K',
      'Terms from 1-7 years',
      'Up to $10M',
      '90-day average terms',
      '256-bit encryption',
    ]) {
      expect(text).toContain(claim)
    }
  })

  test('scrolls to the anchor on load and on hash change, 100 px below the top', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/financial-products#term-loans')
    await expect
      .poll(() =>
        page
          .locator('#term-loans')
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(100)
    await page.evaluate(() => (window.location.hash = 'po-financing'))
    await expect
      .poll(() =>
        page
          .locator('#po-financing')
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(100)
  })

  test('a Capital Solutions link in the header scrolls within the page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/financial-products')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Knowledge' })
      .click()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Inventory Financing' })
      .click()
    await expect(page).toHaveURL(/#inventory-financing$/)
    await expect
      .poll(() =>
        page
          .locator('#inventory-financing')
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(100)
  })
})

test.describe('about', () => {
  test('shows the four figures, three values, the story and two founders; highlights change every 3 s', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/about-us')
    const stats = 'section[aria-labelledby="stats-title"]'
    await expect(page.locator(`${stats} [data-testid="highlight-list"] > li`)).toHaveText([
      /\$3\.5B\+/,
      /1000\+/,
      /120\+/,
      /4x/,
    ])
    await expect(
      page.locator('section[aria-labelledby="mission-title"] [data-testid="highlight-list"] > li'),
    ).toHaveText([/Trust & Transparency/, /Innovation-Driven/, /Client-Centric/])
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible()
    await expect(page.locator('section[aria-labelledby="founders-title"] li')).toHaveCount(2)
    expect(await activeIndex(page, stats)).toBe(0)
    await page.clock.runFor(3000)
    expect(await activeIndex(page, stats)).toBe(1)
  })
})

test('/how-we-make-money says who pays, that businesses pay nothing, and that payment changes no match', async ({
  page,
}) => {
  await page.goto('/how-we-make-money')
  await expect(page.getByRole('heading', { level: 1, name: 'How we make money' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Who pays us',
    'What payment does not change',
    'Who we pay',
    'Your agreement is with the lender',
  ])
  const main = page.getByRole('main')
  for (const title of ['Lenders', 'Partners', 'Businesses: nothing']) {
    await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  await expect(main).toContainText('plays no part in that order')
  await expect(main).toContainText('directly between the business and the lender')
  await expect(main.getByRole('link', { name: 'support@fundlane.example' })).toHaveAttribute(
    'href',
    'mailto:support@fundlane.example',
  )
})

test.describe('legal pages', () => {
  const privacySections = [
    'Introduction',
    'Types of Information We Collect',
    'How We Collect Information',
    'How We Use and Disclose Information',
    'Access and Correction',
    'Data Retention',
    'Changes to This Policy',
    'California Residents',
    'Contact Us',
  ]

  for (const path of ['/privacy-terms', '/privacy-and-terms']) {
    test(`${path} has the policy's sections and date`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByText('Last updated April 10, 2023')).toBeVisible()
      await expect(page.getByText('Amended November 27, 2026')).toBeVisible()
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        privacySections,
      )
      await expect(page.getByRole('main')).toContainText(
        'Social Insurance Number (SIN) or Social Security Number (SSN)',
      )
    })
  }

  test('the privacy policy names what the site keeps in the browser and who answers requests', async ({
    page,
  }) => {
    await page.goto('/privacy-terms')
    const main = page.getByRole('main')
    for (const name of ['cookieConsent', 'savedArticles', 'chatMessages', 'chat_conversation']) {
      await expect(main.getByText(name, { exact: true }).first()).toBeVisible()
    }
    await expect(main.getByRole('heading', { name: 'Quebec residents' })).toBeVisible()
    await expect(main).toContainText('person in charge of the protection of personal information')
  })

  test('/privacy moves permanently to /privacy-terms', async ({ request }) => {
    const response = await request.get('/privacy', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/privacy-terms')
  })

  test('the terms have 13 numbered sections and the numbered subsections', async ({ page }) => {
    await page.goto('/terms-of-service')
    const sections = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(sections).toHaveCount(13)
    await expect(sections.nth(10)).toHaveText('11. Indemnification')
    const subsections = await page
      .getByRole('main')
      .getByRole('heading', { level: 3 })
      .allTextContents()
    for (const number of ['2.1', '2.2', '2.3', '3.1', '3.2', '3.3', '3.4', '3.5']) {
      expect(subsections.some((heading) => heading.startsWith(number))).toBe(true)
    }
    const text = await page.getByRole('main').innerText()
    expect(text).toContain('Ontario')
    expect(text).toContain('10 business days')
    expect(text).toContain('CAD $100')
  })
})
