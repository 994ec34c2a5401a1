import type { Locator, Page } from '@playwright/test'
import { DESKTOP, expect, gotoWithClipboardShare, test } from './fixtures'

test.use({ viewport: DESKTOP })

/** The notification region, found the way a screen reader lists landmarks. */
function notificationRegion(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' })
}

function holdsFocus(region: Locator) {
  return region.evaluate((element) => element.contains(document.activeElement))
}

/**
 * Presses F8 until the focus lands in the region: before React has hydrated a fresh page no
 * script listens for keys, and a person would press again.
 */
async function pressF8UntilFocused(page: Page) {
  await expect(async () => {
    await page.keyboard.press('F8')
    expect(await holdsFocus(notificationRegion(page))).toBe(true)
  }).toPass()
}

/** Shares /abl, which copies its link and says so in a notification. */
async function shareArticle(page: Page) {
  await page.getByRole('button', { name: 'Share' }).click()
  const notice = notificationRegion(page).getByText('Link copied', { exact: true })
  await expect(notice).toBeVisible()
  return notice
}

test('F8 on a freshly loaded page puts the focus in the notification region, and it stays there as the region loads', async ({
  page,
}) => {
  await page.goto('/')
  // Until then the page holds a stand-in for the region, whose code has not loaded.
  const standInList = await notificationRegion(page).getByRole('list').elementHandle()
  await pressF8UntilFocused(page)

  // The region's code loads now, and Radix's list replaces the stand-in's.
  await expect.poll(() => standInList!.evaluate((element) => element.isConnected)).toBe(false)
  expect(await holdsFocus(notificationRegion(page))).toBe(true)
  await expect(notificationRegion(page).getByRole('list')).toBeFocused()
})

test('after F8, a notification shown later appears in the region and F8 focuses it again', async ({
  page,
  context,
}) => {
  await gotoWithClipboardShare(page, context, '/abl')
  await pressF8UntilFocused(page)

  const notice = await shareArticle(page)
  expect(await holdsFocus(notificationRegion(page))).toBe(false)
  await page.keyboard.press('F8')
  expect(await holdsFocus(notificationRegion(page))).toBe(true)
  await expect(notice).toBeVisible()
})

test('a notification shown before any F8 appears in the region, and F8 focuses it', async ({
  page,
  context,
}) => {
  await gotoWithClipboardShare(page, context, '/abl')
  const notice = await shareArticle(page)
  await page.keyboard.press('F8')
  expect(await holdsFocus(notificationRegion(page))).toBe(true)
  await expect(notice).toBeVisible()
})
