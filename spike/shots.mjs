// Screenshots at 390 px: node spike/shots.mjs ORIGIN PREFIX (full page, Debian's Chromium).
import { chromium } from 'playwright-core'
const [origin = 'http://localhost:4400', prefix = '/tmp/spike'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })
for (const [name, path] of [['home', '/'], ['article', '/blog/how-to-write-a-business-plan-step-by-step-guide']]) {
  await page.goto(origin + path, { waitUntil: 'networkidle' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 80)) }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(600)
  await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: true })
  await page.screenshot({ path: `${prefix}-${name}-top.png` })
}
await browser.close()
