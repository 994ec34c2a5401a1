/**
 * Takes full-page screenshots of routes at phone and desktop widths (390 and 1280 px, or
 * SCREENSHOT_WIDTHS=390,768,1440) with Debian's Chromium (CHROMIUM_PATH, by default the
 * chromium-headless-shell that `scripts/provision.sh chromium` installs, as the browser tests
 * use), for looking at what was built. Usage:
 *   npx tsx scripts/screenshots.ts [baseUrl] [route ...]
 *   SCREENSHOT_HEIGHT=1800 npx tsx scripts/screenshots.ts ...   (the top of each page only)
 * Files land in screenshots/ (ignored by git).
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [baseUrl = 'http://localhost:3000', ...routes] = process.argv.slice(2)
const widths = (process.env.SCREENSHOT_WIDTHS ?? '390,1280').split(',').map(Number)

async function main() {
  mkdirSync('screenshots', { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
      // SCREENSHOT_HEIGHT=1800 takes the top of the page only (long pages shrink too far to read).
      const height = Number(process.env.SCREENSHOT_HEIGHT ?? 0)
      if (height) await page.setViewportSize({ width, height })
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: !height })
      await page.close()
    }
  }
  await browser.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
