import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { DESKTOP, expect, gotoWithClipboardShare, gotoWithPausedClock, test } from './fixtures'

const ARTICLE_COUNT = readdirSync('content/blog').filter(
  (file) => file.endsWith('.md') && file !== 'README.md',
).length
const SIGNUP = 'https://app.fundlane.example/signup'

function filterButton(page: Page, name: string) {
  return page
    .getByRole('group', { name: 'Filter articles by category' })
    .getByRole('button', { name, exact: true })
}

const latest = (page: Page) =>
  page.getByRole('region', { name: 'Latest Articles' }).getByRole('listitem')
const featured = (page: Page) => page.getByTestId('featured-article')

test.describe('blog list', () => {
  test.use({ viewport: DESKTOP })

  test('shows five filters, a featured article, six latest articles and loads the rest', async ({
    page,
  }) => {
    await page.goto('/blog')
    const filters = page
      .getByRole('group', { name: 'Filter articles by category' })
      .getByRole('button')
    await expect(filters).toHaveText([
      'All',
      'Press Releases',
      'Case Studies',
      'Guides',
      'Market Insights',
    ])
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(featured(page).getByRole('link')).toHaveCount(1)
    await expect(latest(page)).toHaveCount(6)
    await page.getByRole('button', { name: 'Load More Articles' }).click()
    await expect(latest(page)).toHaveCount(ARTICLE_COUNT - 1)
    await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: /Asset-Based Loans vs\. Merchant Cash Advances/ }),
    ).toHaveAttribute('href', '/abl')
  })

  test('categories rotate every 5 seconds and the featured card fades out, swaps after 400 ms and fades in 50 ms later', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/blog')
    await page.clock.runFor(4900)
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(100)
    await expect(filterButton(page, 'Press Releases')).toHaveAttribute('aria-pressed', 'true')
    await expect(featured(page)).toHaveClass(/opacity-0/)
    await page.clock.runFor(460)
    await expect(featured(page)).toHaveClass(/opacity-100/)
    await expect(featured(page)).toContainText('Press Release')

    // Next category: the featured article changes only once the card has faded out.
    const pressSlug = await featured(page).getAttribute('data-slug')
    await page.clock.runFor(4540)
    await expect(filterButton(page, 'Case Studies')).toHaveAttribute('aria-pressed', 'true')
    await expect(featured(page)).toHaveClass(/opacity-0/)
    await page.clock.runFor(390)
    await expect(featured(page)).toHaveAttribute('data-slug', pressSlug!)
    await page.clock.runFor(20)
    await expect(featured(page)).not.toHaveAttribute('data-slug', pressSlug!)
    await expect(featured(page)).toHaveClass(/opacity-0/)
    await page.clock.runFor(60)
    await expect(featured(page)).toHaveClass(/opacity-100/)
    await expect(featured(page)).toContainText('Case Study')
    await expect(latest(page).first()).toContainText('Case Study')
  })

  test('clicking a filter stops the rotation', async ({ page }) => {
    await gotoWithPausedClock(page, '/blog')
    await filterButton(page, 'Guides').click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(20_000)
    await expect(filterButton(page, 'Guides')).toHaveAttribute('aria-pressed', 'true')
    for (const card of await latest(page).all()) await expect(card).toContainText('Guide')
    await expect(page.getByRole('button', { name: 'Pause category rotation' })).toHaveCount(0)
  })

  test('the rotation can be paused and played from the keyboard', async ({ page }) => {
    await gotoWithPausedClock(page, '/blog')
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.getByRole('button', { name: 'Pause category rotation' }).focus()
    await page.keyboard.press('Enter')
    await blur()
    await page.clock.runFor(12_000)
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Play category rotation' }).focus()
    await page.keyboard.press('Enter')
    await blur()
    await page.clock.runFor(5100)
    await expect(filterButton(page, 'Press Releases')).toHaveAttribute('aria-pressed', 'true')
  })

  test('?category= preselects a filter by name, ignoring case, and ignores anything else', async ({
    page,
  }) => {
    await page.goto('/blog?category=GUIDES')
    await expect(filterButton(page, 'Guides')).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/blog?category=market%20insights')
    await expect(filterButton(page, 'Market Insights')).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/blog?category=guide')
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
  })

  test('nothing rotates for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoWithPausedClock(page, '/blog')
    await page.clock.runFor(15_000)
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every article is reachable from /blog', async ({ page }) => {
    await page.goto('/blog')
    const hrefs = new Set(
      await page
        .locator('a[href^="/blog/"], a[href="/abl"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    )
    expect(hrefs.size).toBe(ARTICLE_COUNT)
  })
})

test.describe('article pages', () => {
  test.use({ viewport: DESKTOP })

  const guides = [
    'debt-financing-guide',
    'why-accounting-for-small-business-matters',
    '5-ways-to-manage-cashflow-for-seasonal-businesses',
    'business-loans-vs-line-of-credit-guide',
    'how-to-write-a-business-plan-step-by-step-guide',
  ]
  for (const slug of guides) {
    test(`${slug} ends with 'Ready to Get Started?' and shows two related articles`, async ({
      page,
    }) => {
      await page.goto(`/blog/${slug}`)
      await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
        'href',
        '/blog',
      )
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('complementary', { name: 'About this article' })).toHaveText(
        /general information, not financial, legal or tax advice/,
      )
      const closing = page.getByRole('complementary', { name: 'Ready to Get Started?' })
      await expect(closing.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
        'href',
        SIGNUP,
      )
      await expect(closing.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
        'target',
        '_blank',
      )
      await expect(closing.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
        'href',
        '/how-it-works',
      )
      const related = page
        .getByRole('region', { name: 'Related Articles' })
        .getByRole('link', { name: /^Read Article/ })
      await expect(related).toHaveCount(2)
      for (const link of await related.all())
        expect(await link.getAttribute('href')).not.toBe(`/blog/${slug}`)
    })
  }

  test('press releases end with the capital banner, and one offers the partner link', async ({
    page,
  }) => {
    // Every article carries the standing note, press releases and /abl included.
    for (const path of ['/blog/plumline-money-partnership', '/abl']) {
      await page.goto(path)
      await expect(page.getByRole('complementary', { name: 'About this article' })).toContainText(
        'not financial, legal or tax advice',
      )
    }
    await page.goto('/blog/quaylight-fx-partnership')
    const closing = page.getByRole('complementary', {
      name: 'Ready to Access Capital for Your Business?',
    })
    await expect(closing.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
      'href',
      SIGNUP,
    )
    await expect(closing.getByRole('link', { name: 'Learn More' })).toHaveCount(0)
    await expect(closing.getByRole('link', { name: /^Apply today/ })).toHaveCount(0)

    await page.goto('/blog/plumline-money-partnership')
    const plumline = page.getByRole('complementary', {
      name: 'Ready to Access Capital for Your Business?',
    })
    const apply = plumline.getByRole('link', { name: /^Apply today/ })
    await expect(apply).toHaveAttribute('href', /partner=/)
    await expect(apply).toHaveAttribute('target', '_blank')
  })

  test('the article header shows category, date, read time, summary and author', async ({
    page,
  }) => {
    await page.goto('/blog/debt-financing-guide')
    const header = page.getByTestId('article-header')
    await expect(header).toContainText('Guide')
    await expect(header).toContainText('Mar 3, 2025')
    await expect(header).toContainText('5 min read')
    await expect(header.getByRole('img', { name: 'Liam Chen' })).toBeVisible()
  })

  test("the business-plan article's header fades in over one second", async ({ page }) => {
    await page.goto('/blog/how-to-write-a-business-plan-step-by-step-guide')
    await expect(page.getByTestId('article-header')).toHaveCSS('animation-duration', '1s')
    await expect(page.locator('article .text-ink-muted').first()).toHaveCSS('opacity', '1')
  })

  test('an unknown article shows Coming Soon with HTTP 404', async ({ page }) => {
    const response = await page.goto('/blog/an-article-that-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
    await expect(
      page.getByText(
        'This blog post is being prepared and will be available soon. Check back later for great content!',
      ),
    ).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to Blog' }),
    ).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'href',
      '/',
    )
  })

  test('/abl: Share copies the link with a notice, Save keeps it in the saved list on /blog', async ({
    page,
    context,
  }) => {
    await gotoWithClipboardShare(page, context, '/abl')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Asset-Based Loans')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Link copied', { exact: true }),
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/abl$/)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.goto('/blog')
    const saved = page.getByRole('region', { name: 'Saved Articles' })
    await expect(saved.getByRole('link')).toHaveAttribute('href', '/abl')

    await page.goto('/abl')
    await page.getByRole('button', { name: 'Saved' }).click()
    await page.goto('/blog')
    await expect(page.getByRole('region', { name: 'Saved Articles' })).toHaveCount(0)
  })

  test('the share sheet is used where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = []
      Object.defineProperty(window, '__shared', { value: shared })
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => void shared.push(data),
      })
    })
    await page.goto('/abl')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared),
      )
      .toEqual([expect.objectContaining({ url: expect.stringMatching(/\/abl$/) })])
  })
})

test('the RSS and JSON feeds list every article and the RSS parses as XML', async ({
  page,
  request,
}) => {
  const rss = await (await request.get('/feed.xml')).text()
  await page.goto('/blog')
  const parsed = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml')
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      items: document.querySelectorAll('channel > item').length,
      links: [...document.querySelectorAll('channel > item > link')].map(
        (link) => link.textContent,
      ),
    }
  }, rss)
  expect(parsed.error).toBeNull()
  expect(parsed.items).toBe(ARTICLE_COUNT)
  expect(parsed.links).toContain('http://localhost:3000/abl')
  const json = (await (await request.get('/feed.json')).json()) as { items: unknown[] }
  expect(json.items).toHaveLength(ARTICLE_COUNT)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/feed\.xml$/,
  )
})
