/**
 * Takes full-page screenshots of routes at phone, tablet and desktop widths with Debian's
 * Chromium, for looking at what was built. Usage:
 *   npx tsx scripts/screenshots.ts [baseUrl] [route ...]
 * Files land in screenshots/ (ignored by git).
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [baseUrl = 'http://localhost:3000', ...routes] = process.argv.slice(2)
const widths = [390, 768, 1024, 1440]

async function main() {
  mkdirSync('screenshots', { recursive: true })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--no-sandbox',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  })
  for (const route of routes.length ? routes : ['/']) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(baseUrl + route, { waitUntil: 'load' })
      const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true })
      await page.close()
    }
  }
  await browser.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
