import { expect, test } from './fixtures'

const routes = [
  '/',
  '/how-it-works',
  '/who-we-help',
  '/financial-products',
  '/about-us',
  '/blog',
  '/blog/what-is-an-sba-loan',
  '/abl',
  '/contact-us',
  '/partners',
  '/lenders',
  '/referral-partners',
  '/apis',
  '/partner-contact',
  '/privacy-terms',
  '/privacy-and-terms',
  '/terms-of-service',
  '/how-we-make-money',
  '/tools/offer-check/methodology',
]

test('every route has its own title and description, a canonical address, sharing tags and image', async ({
  page,
  request,
}) => {
  // A budget per page, not one for the whole walk: a slower machine still gets through it.
  test.setTimeout(routes.length * 8_000)
  const titles = new Map<string, string>()
  for (const route of routes) {
    await page.goto(route)
    const title = await page.title()
    expect(title, route).toMatch(/Fundlane/)
    if (route !== '/privacy-and-terms') {
      expect(titles.has(title) ? `${route} repeats ${titles.get(title)}` : '', route).toBe('')
      titles.set(title, route)
    }
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
    expect((await meta('meta[name="description"]'))?.length, route).toBeGreaterThan(50)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href'), route).toMatch(/^http/)
    expect(await meta('meta[property="og:title"]'), route).toBeTruthy()
    expect(await meta('meta[property="og:description"]'), route).toBeTruthy()
    expect(await meta('meta[name="twitter:card"]'), route).toBe('summary_large_image')
    const image = await meta('meta[property="og:image"]')
    expect(image, route).toBeTruthy()
    const response = await request.get(new URL(image!).pathname)
    expect(response.status(), `${route} image`).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA')
    expect(await meta('meta[name="theme-color"]')).toBe('#2148d1')
  }
  expect(await page.locator('link[rel="icon"]').count()).toBeGreaterThan(0)
  expect(await page.locator('link[rel="manifest"]').count()).toBe(1)
})

test('the sitemap lists every public page and article, and robots keep crawlers out of admin and API', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const route of routes.filter((path) => path !== '/privacy-and-terms')) {
    expect(sitemap, route).toContain(
      `<loc>http://localhost:3000${route === '/' ? '/' : route}</loc>`,
    )
  }
  expect(sitemap).toContain('<lastmod>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /api/')
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest.icons.length).toBeGreaterThan(0)
})

/** Every JSON-LD block of a page, parsed. */
async function structuredData(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
}

function nodes(data: Record<string, unknown>[]): Record<string, unknown>[] {
  return data.flatMap((block) =>
    Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block],
  )
}

test('structured data parses and has the required properties', async ({ page }) => {
  await page.goto('/')
  const home = nodes(await structuredData(page))
  expect(home.find((node) => node['@type'] === 'Organization')).toMatchObject({
    name: 'Fundlane',
    url: expect.any(String),
    logo: expect.any(String),
  })
  expect(home.find((node) => node['@type'] === 'WebSite')).toMatchObject({
    name: 'Fundlane',
    url: expect.any(String),
  })

  await page.goto('/contact-us')
  const [faq] = nodes(await structuredData(page))
  expect(faq).toMatchObject({ '@type': 'FAQPage' })
  const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
  expect(questions).toHaveLength(4)
  for (const question of questions) expect(question.acceptedAnswer.text.length).toBeGreaterThan(20)

  await page.goto('/financial-products')
  const products = nodes(await structuredData(page))
  expect(products).toHaveLength(6)
  for (const product of products)
    expect(product).toMatchObject({
      '@type': 'FinancialProduct',
      name: expect.any(String),
      provider: expect.any(Object),
    })

  await page.goto('/blog/what-is-an-sba-loan')
  const article = nodes(await structuredData(page))
  expect(article.find((node) => node['@type'] === 'Article')).toMatchObject({
    headline: expect.any(String),
    datePublished: '2024-08-14',
    author: { '@type': 'Person', name: 'Liam Chen' },
    image: expect.stringContaining('opengraph-image'),
  })
  const breadcrumbs = article.find((node) => node['@type'] === 'BreadcrumbList')!
    .itemListElement as unknown[]
  expect(breadcrumbs).toHaveLength(3)
})
