import { offerCases } from '@/content/offer-methodology-cases'
import { DESKTOP, PHONE, expect, expectNoSeriousA11yViolations, test } from './fixtures'

/**
 * Issue 38: the offer maths published. The methodology page states its formulas and tabulates
 * every worked case of the unit tests' fixture, in both languages, with scripts off as well; on a
 * phone the wide table scrolls inside its own box, never the page.
 */

const PAGES = [
  {
    path: '/tools/offer-check/methodology',
    heading: 'How we work out what an offer costs',
    table: /The worked cases/,
    apr: '117.33%',
  },
  {
    path: '/fr/outils/verifier-une-offre/methode',
    heading: 'Comment nous calculons ce que coûte une offre',
    table: /Les cas types/,
    apr: '117,33\u00a0%',
  },
]

for (const { path, heading, table, apr } of PAGES) {
  test(`the methodology at ${path} shows its formulas and every worked case, without scripts`, async ({
    browser,
  }) => {
    // What a reader without JavaScript (or a crawler) gets: the formulas are HTML, not a script's.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    // The APR's definition, set with variables and exponents.
    await expect(
      page.locator('p:has(> sup)').filter({ hasText: /^R = p1 ÷ \(1 \+ i\)1/ }),
    ).toHaveCount(1)
    const cases = page.getByRole('region', { name: table })
    await expect(cases.getByRole('row')).toHaveCount(offerCases.length + 1)
    const advance = cases.locator('#case-advance-issue-38')
    await expect(advance.locator('[data-column="apr"]')).toHaveText(apr)
    await context.close()
  })

  test(`the methodology at ${path} reads well on a phone and a desktop`, async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto(path)
      const cases = page.getByRole('region', { name: table })
      await expect(cases.getByRole('row')).toHaveCount(offerCases.length + 1)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }))
      expect(widths.page, `${path} at ${viewport.width}`).toBeLessThanOrEqual(widths.screen)
      if (viewport === PHONE) {
        // The table is wider than a phone: it scrolls inside its box, which the keyboard reaches.
        const box = await cases.evaluate((element) => ({
          scroll: element.scrollWidth,
          client: element.clientWidth,
        }))
        expect(box.scroll).toBeGreaterThan(box.client)
        await expect(cases).toHaveAttribute('tabindex', '0')
      }
      await expectNoSeriousA11yViolations(page)
    }
  })
}
