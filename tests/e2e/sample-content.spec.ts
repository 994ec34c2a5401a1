import type { Page } from '@playwright/test'
import sitemap from '@/app/sitemap'
import { FRENCH_ILLUSTRATIVE_NOTE_LABEL, ILLUSTRATIVE_NOTE_LABEL } from '@/content/illustrative'
import {
  DESKTOP,
  PHONE,
  acceptCookiesBeforeLoad,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from './fixtures'

/**
 * docs/decisions/0021-illustrative-sample-content.md: every invented customer, deal, lender,
 * partner, founder and case study carries a visible 'Illustrative example' note.
 */

/** Every page of the sitemap, articles included. */
const paths = sitemap().map((entry) => new URL(entry.url).pathname)

/** Pages that show sample content today; each must have at least one flagged item. */
const pagesWithSamples = [
  '/',
  '/how-it-works',
  '/who-we-help',
  '/about-us',
  '/partners',
  '/referral-partners',
  '/blog',
  '/blog/case-study-acquisition-term-loan',
  '/blog/quaylight-fx-partnership',
]

/** The flagged items of the page: whether each holds the note, and whether it shows. */
async function flaggedItems(page: Page, label: string) {
  return page.locator('[data-illustrative]').evaluateAll(
    (items, label) =>
      items.map((item) => {
        const note = item.querySelector('[data-illustrative-note]')
        return {
          item: item.outerHTML.slice(0, 120),
          hasNote: Boolean(note?.textContent?.startsWith(label)),
          // A note is visible wherever its item is (carousels hide whole items, never the note alone).
          noteHiddenInVisibleItem: item.checkVisibility() && !note?.checkVisibility(),
        }
      }),
    label,
  )
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page)
})

test('every flagged item on every page and article shows the illustrative note', async ({
  page,
}) => {
  test.setTimeout(paths.length * 5_000)
  const seen: Record<string, number> = {}
  for (const path of paths) {
    await page.goto(path)
    const items = await flaggedItems(
      page,
      path.startsWith('/fr') ? FRENCH_ILLUSTRATIVE_NOTE_LABEL : ILLUSTRATIVE_NOTE_LABEL,
    )
    seen[path] = items.length
    expect(
      items.filter((item) => !item.hasNote),
      `${path}: flagged items without the note`,
    ).toEqual([])
    expect(
      items.filter((item) => item.noteHiddenInVisibleItem),
      `${path}: a visible flagged item hides its note`,
    ).toEqual([])
  }
  for (const path of pagesWithSamples)
    expect(seen[path], `${path} shows sample content`).toBeGreaterThan(0)
})

test('the success stories name the company, place and year, and link to their case studies', async ({
  page,
}) => {
  await page.goto('/who-we-help')
  const stories = page.locator(
    'section[aria-labelledby="success-stories-title"] [data-testid="highlight-list"] > li',
  )
  await expect(stories).toHaveCount(6)
  const first = stories.first()
  await expect(first).toContainText('Kestrel Managed IT')
  await expect(first).toContainText('Charlotte, North Carolina')
  await expect(first).toContainText('Funded in 2024')
  await expect(first).toContainText(`${ILLUSTRATIVE_NOTE_LABEL}: sample deal`)
  await first.getByRole('link', { name: /Read the case study/ }).click()
  await expect(page).toHaveURL('/blog/case-study-acquisition-term-loan')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('$5M Term Loan')
  await expect(page.getByTestId('article-header')).toContainText(ILLUSTRATIVE_NOTE_LABEL)
})

test('the renamed partner announcements keep their old addresses', async ({ request }) => {
  for (const [old, renamed] of [
    ['/blog/meridian-fx-partnership', '/blog/quaylight-fx-partnership'],
    ['/blog/northstar-money-partnership', '/blog/plumline-money-partnership'],
  ]) {
    const response = await request.get(old!, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe(renamed)
  }
})

for (const path of ['/partners', '/referral-partners', '/blog/case-study-acquisition-term-loan']) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`${path} with its notes has no serious axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expectNoSeriousA11yViolations(page)
    })
  }
}
