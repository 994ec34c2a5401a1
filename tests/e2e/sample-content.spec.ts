import { ILLUSTRATIVE_NOTE_LABEL } from '@/content/illustrative'
import { expect, test } from './fixtures'

/**
 * docs/decisions/0021-illustrative-sample-content.md: every invented customer, deal, lender,
 * partner, founder and case study carries a visible 'Illustrative example' note (on every page:
 * every-page.spec.ts).
 */

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
