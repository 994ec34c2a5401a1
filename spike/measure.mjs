// Script bytes per page (gzip, as transferred): node spike/measure.mjs ORIGIN
// "load": after load + 3 s idle, no scrolling; "scrolled": after scrolling to the bottom too.
import { chromium } from 'playwright-core'
const origin = process.argv[2] ?? 'http://localhost:4400'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const scriptBytes = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
      .reduce((sum, e) => ({ bytes: sum.bytes + e.encodedBodySize, files: sum.files + 1 }), { bytes: 0, files: 0 }),
  )
for (const path of ['/', '/blog/how-to-write-a-business-plan-step-by-step-guide']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(origin + path, { waitUntil: 'load' })
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].reduce((n, s) => n + s.textContent.length, 0),
  )
  await page.waitForTimeout(3000)
  const atLoad = await scriptBytes(page)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 100)) }
  })
  await page.waitForTimeout(1500)
  const scrolled = await scriptBytes(page)
  const kb = (n) => (n / 1024).toFixed(1)
  console.log(`${origin}${path}: load ${kb(atLoad.bytes)} KB gz in ${atLoad.files} files; scrolled ${kb(scrolled.bytes)} KB in ${scrolled.files}; inline script text ${kb(inline)} KB (uncompressed)`)
  await context.close()
}
await browser.close()
