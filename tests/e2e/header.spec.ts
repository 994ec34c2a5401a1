import { DESKTOP, PHONE, expect, gotoBeforeHydration, gotoWithPausedClock, test } from './fixtures'

const SIGNUP = 'https://app.fundlane.example/signup'
const LOGIN = 'https://app.fundlane.example/login?next=/'

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP })

  test('visitors reach every section and submenu page from the header', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })

    await expect(nav.getByRole('link', { name: 'Our Solution', exact: true })).toHaveAttribute(
      'href',
      '/how-it-works',
    )
    await expect(nav.getByRole('link', { name: 'Partner With Us', exact: true })).toHaveAttribute(
      'href',
      '/partners',
    )
    await expect(nav.getByRole('link', { name: 'Company', exact: true })).toHaveAttribute(
      'href',
      '/about-us',
    )

    const submenus: Record<string, [string, string][]> = {
      'Our Solution menu': [
        ['How It Works', '/how-it-works'],
        ['Who We Help', '/who-we-help'],
      ],
      'Partner With Us menu': [
        ['Lenders', '/lenders'],
        ['Referral Partners', '/referral-partners'],
        ['APIs', '/apis'],
      ],
      'Company menu': [
        ['Who We Are', '/about-us'],
        ['Blog', '/blog'],
        ['Contact Us', '/contact-us'],
      ],
      Knowledge: [
        ['Debt Financing Guide', '/blog/debt-financing-guide'],
        [
          'Understanding Business Financing Options',
          '/blog/understanding-business-financing-options',
        ],
        ['How to Write a Business Plan', '/blog/how-to-write-a-business-plan-step-by-step-guide'],
        ['All Business Guides', '/blog?category=guides'],
        ['Merchant Cash Advance', '/financial-products#merchant-cash-advance'],
        ['Asset-Based Lending', '/financial-products#asset-based-lending'],
        ['Term Loans', '/financial-products#term-loans'],
        ['PO Financing', '/financial-products#po-financing'],
        ['Inventory Financing', '/financial-products#inventory-financing'],
        ['Supply Chain Financing', '/financial-products#supply-chain-financing'],
        ['Funding Product Finder', '/tools/product-finder'],
        ['Funding Readiness Check', '/tools/funding-readiness'],
        ['Term Loan Calculator', '/tools/term-loan-calculator'],
        ['Merchant Cash Advance Calculator', '/tools/merchant-cash-advance-calculator'],
        ['Line of Credit Calculator', '/tools/line-of-credit-calculator'],
        ['Invoice Factoring Calculator', '/tools/invoice-factoring-calculator'],
        ['All Funding Tools', '/tools'],
      ],
    }
    for (const [toggleName, links] of Object.entries(submenus)) {
      const toggle = nav.getByRole('button', { name: toggleName, exact: true })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
      for (const [name, href] of links) {
        // A link's name is its label, then its description when it has one; two labels may
        // start alike ("Merchant Cash Advance", "Merchant Cash Advance Calculator").
        const link = panel.getByRole('link', { name: new RegExp(`^${name}`) })
        await expect(link.and(page.locator(`[href="${href}"]`)), name).toBeVisible()
      }
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()
    }
  })

  test('Sign In and Create Free Account open the app in a new tab', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const signIn = header.getByRole('link', { name: /^Sign In/ })
    await expect(signIn).toHaveAttribute('href', LOGIN)
    await expect(signIn).toHaveAttribute('target', '_blank')
    await expect(signIn).toHaveAttribute('rel', 'noopener noreferrer')
    const create = header.getByRole('link', { name: /^Create Free Account/ })
    await expect(create).toHaveAttribute('href', SIGNUP)
    await expect(create).toHaveAttribute('target', '_blank')
    await expect(create).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('a submenu opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Partner With Us menu' })
    await nav.getByRole('link', { name: 'Partner With Us', exact: true }).hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await page.mouse.move(5, 600)
    await page.clock.runFor(140)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(20)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('before the page has hydrated, a submenu opens on hover and on focus', async ({ page }) => {
    const hydrate = await gotoBeforeHydration(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const submenuLink = nav.getByRole('link', { name: /^Referral Partners/ })
    await expect(submenuLink).toBeHidden()
    await nav.getByRole('link', { name: 'Partner With Us', exact: true }).hover()
    await expect(submenuLink).toBeVisible()
    await page.mouse.move(5, 600)
    await expect(submenuLink).toBeHidden()
    await nav.getByRole('link', { name: 'Partner With Us', exact: true }).focus()
    await expect(submenuLink).toBeVisible()

    // Once hydrated, the menu's own state decides: closed until hovered or toggled.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await hydrate()
    await expect(submenuLink).toBeHidden()
    await nav.getByRole('button', { name: 'Partner With Us menu' }).click()
    await expect(submenuLink).toBeVisible()
  })

  test('coming back within 150 ms keeps the submenu open', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Company menu' })
    await nav.getByRole('link', { name: 'Company', exact: true }).hover()
    await page.mouse.move(5, 600)
    await page.clock.runFor(100)
    await nav.getByRole('link', { name: 'Company', exact: true }).hover()
    await page.clock.runFor(500)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  test('only one dropdown is open at a time', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const knowledge = nav.getByRole('button', { name: 'Knowledge' })
    const company = nav.getByRole('button', { name: 'Company menu' })
    await knowledge.click()
    await expect(knowledge).toHaveAttribute('aria-expanded', 'true')
    await company.click()
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    await expect(knowledge).toHaveAttribute('aria-expanded', 'false')
  })

  test('keyboard users open a submenu, tab into it and close it with Escape', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Our Solution menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: /^How It Works/ }).first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })

  test('the header gets a shadow once the page scrolls more than 10 px', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 10))
    await page.waitForFunction(() => window.scrollY === 10)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).toHaveCSS('box-shadow', /rgba/)
  })

  test('a navigation scrolls the page to the top after 100 ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoWithPausedClock(page, '/')
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForFunction(() => window.scrollY === 400)
    // A client-side route change (the App Router follows history.pushState) without Next's own scrolling.
    await page.evaluate(() => window.history.pushState(null, '', '/contact-us'))
    await page.clock.runFor(90)
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    await page.clock.runFor(20)
    await page.waitForFunction(() => window.scrollY === 0)
  })
})

test.describe('phone header', () => {
  test.use({ viewport: PHONE })

  test('the hamburger opens an accordion menu with one section open at a time', async ({
    page,
  }) => {
    await page.goto('/')
    const hamburger = page.getByRole('button', { name: 'Open menu' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await hamburger.click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()

    const knowledge = menu.getByRole('button', { name: 'Knowledge' })
    const partners = menu.getByRole('button', { name: 'Partner With Us' })
    await knowledge.click()
    await expect(menu.getByRole('link', { name: 'Term Loans' })).toHaveAttribute(
      'href',
      '/financial-products#term-loans',
    )
    await expect(menu.getByRole('link', { name: 'All Business Guides' })).toHaveAttribute(
      'href',
      '/blog?category=guides',
    )
    await partners.click()
    await expect(partners).toHaveAttribute('aria-expanded', 'true')
    await expect(knowledge).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Partner With Us overview' })).toHaveAttribute(
      'href',
      '/partners',
    )
    await expect(menu.getByRole('link', { name: 'Referral Partners' })).toHaveAttribute(
      'href',
      '/referral-partners',
    )

    await expect(menu.getByRole('link', { name: /^Sign In/ })).toHaveAttribute('href', LOGIN)
    await expect(menu.getByRole('link', { name: /^Create Free Account/ })).toHaveAttribute(
      'href',
      SIGNUP,
    )

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})
