import type { Page } from '@playwright/test'
import { queryE2eDatabase } from './database'
import { DESKTOP, expect, gotoWithPausedClock, test } from './fixtures'
import { waitForMail } from './mailbox'

const SUCCESS = 'Thanks! Your partnership inquiry has been received.'

test.use({ viewport: DESKTOP })

const form = (page: Page) => page.getByRole('form', { name: 'Partnership inquiry' })
const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true })

function capturePartnershipPosts(page: Page) {
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/partnerships') && request.method() === 'POST')
      bodies.push(request.postDataJSON())
  })
  return bodies
}

async function fillRequired(page: Page, marker: string) {
  await form(page).getByLabel('Company').fill(`${marker} Capital`)
  await form(page).getByLabel('First Name').fill('Grace')
  await form(page).getByLabel('Last Name').fill('Hopper')
  await form(page).getByLabel('Business Email').fill(`${marker}@example.com`)
  await form(page).getByLabel('Phone').fill('555-0101')
  await form(page).getByLabel('Comments').fill('We would like qualified deal flow.')
}

const pages = [
  { path: '/partners', type: 'lender', description: 'General partnership inquiry', selector: true },
  { path: '/lenders', type: 'lender', description: 'Lending partnership inquiry', selector: false },
  {
    path: '/referral-partners',
    type: 'referral',
    description: 'Referral partnership inquiry',
    selector: false,
  },
  {
    path: '/apis',
    type: 'api',
    description: 'API integration partnership inquiry',
    selector: false,
  },
] as const

for (const { path, type, description, selector } of pages) {
  test(`${path}: the form sends the exact inquiry with its defaults`, async ({ page }) => {
    const marker = `p${Date.now()}${path.length}`
    await page.goto(path)
    const posts = capturePartnershipPosts(page)
    await fillRequired(page, marker)
    if (selector) await form(page).getByLabel('Partnership Type').selectOption('lender')
    await expect(form(page).getByLabel('Partnership Type')).toHaveCount(selector ? 1 : 0)
    await expect(form(page).getByLabel('Comments')).toHaveAttribute('rows', '5')
    await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
    await expect(notification(page, SUCCESS)).toBeVisible()
    expect(posts).toEqual([
      {
        company: `${marker} Capital`,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: `${marker}@example.com`,
        phone: '555-0101',
        jobTitle: 'Not specified',
        partnershipType: type,
        businessDescription: description,
        fundingRange: 'Not specified',
        clientVolume: 'Not specified',
        partnershipGoals: 'We would like qualified deal flow.',
        consent: false,
      },
    ])
    await expect(form(page).getByLabel('Company')).toHaveValue('')
    expect(
      queryE2eDatabase(
        'select partnership_type, business_description from partnership_inquiries where email = ?',
        `${marker}@example.com`,
      ),
    ).toEqual([{ partnership_type: type, business_description: description }])
  })
}

test('the hub asks for every required field and the partnership type, and editing clears an error', async ({
  page,
}) => {
  await page.goto('/partners')
  const posts = capturePartnershipPosts(page)
  await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(form(page).getByText('Please enter this field')).toHaveCount(6)
  await expect(form(page).getByText('Please select partnership type')).toBeVisible()
  await form(page).getByLabel('Business Email').fill('grace@nowhere')
  await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(form(page).getByText('Please enter a valid email address')).toBeVisible()
  await form(page).getByLabel('Company').fill('Northwind')
  await expect(form(page).getByText('Please enter this field')).toHaveCount(4)
  expect(posts).toEqual([])
})

test('optional answers, consent and the sending state are sent as chosen; the notice closes after 5 s', async ({
  page,
}) => {
  const marker = `o${Date.now()}`
  await gotoWithPausedClock(page, '/lenders')
  const posts = capturePartnershipPosts(page)
  await fillRequired(page, marker)
  await form(page).getByLabel('Job Title').fill('VP Credit')
  await form(page).getByLabel('Typical Funding Range').selectOption('$1M - $5M')
  await form(page).getByLabel('Client Volume').selectOption('11-50 a month')
  await form(page).getByRole('checkbox').check()
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/partnerships', async (route) => {
    await held
    await route.continue()
  })
  await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  release()
  await expect(notification(page, SUCCESS)).toBeVisible()
  expect(posts).toEqual([
    expect.objectContaining({
      jobTitle: 'VP Credit',
      fundingRange: '$1M - $5M',
      clientVolume: '11-50 a month',
      consent: true,
    }),
  ])
  await page.clock.runFor(4500)
  await expect(notification(page, SUCCESS)).toBeVisible()
  await page.clock.runFor(1000)
  await expect(notification(page, SUCCESS)).toHaveCount(0)
  const mail = await waitForMail(marker)
  expect(mail).toContain('Subject: New partnership inquiry (lender)')
})

test('a failed inquiry keeps every value and tells the visitor', async ({ page }) => {
  await page.goto('/referral-partners')
  await page.route('**/api/partnerships', (route) => route.fulfill({ status: 500, body: '' }))
  await fillRequired(page, 'failure')
  await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(form(page).getByRole('alert').filter({ hasText: 'could not send' })).toBeVisible()
  await expect(form(page).getByLabel('Company')).toHaveValue('failure Capital')
  await expect(notification(page, SUCCESS)).toHaveCount(0)
})

test.describe('rotations', () => {
  async function activeIndex(page: Page, section: string) {
    return page
      .locator(`section[aria-labelledby="${section}"] [data-testid="highlight-list"] > li`)
      .evaluateAll((items) =>
        items.findIndex((item) => item.getAttribute('data-active') === 'true'),
      )
  }

  test('hub cards every 4 s', async ({ page }) => {
    await gotoWithPausedClock(page, '/partners')
    await expect(page.locator('section[aria-labelledby="programmes-title"] a')).toHaveCount(3)
    await page.clock.runFor(4000)
    expect(await activeIndex(page, 'programmes-title')).toBe(1)
    await page.clock.runFor(8000)
    expect(await activeIndex(page, 'programmes-title')).toBe(0)
  })

  test('lender features every 6 s with a ring; a click selects and hovering pauses until the pointer leaves', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/lenders')
    const section = 'lender-features-title'
    await expect(
      page.locator(`section[aria-labelledby="${section}"] [data-testid="highlight-list"] > li`),
    ).toHaveText([
      /Access Vetted Businesses/,
      /Gain and Retain Clients/,
      /Simplify Your Process/,
      /Modernize Your Diligence/,
    ])
    await expect(page.getByTestId('progress-ring')).toHaveCount(1)
    await expect(page.getByTestId('progress-ring').locator('circle').last()).toHaveCSS(
      'animation-duration',
      '6s',
    )
    await page.clock.runFor(6000)
    expect(await activeIndex(page, section)).toBe(1)
    await page
      .locator(`section[aria-labelledby="${section}"] [data-testid="highlight-list"] > li`)
      .nth(3)
      .click()
    expect(await activeIndex(page, section)).toBe(3)
    await page.clock.runFor(20_000)
    expect(await activeIndex(page, section)).toBe(3)
    await page.mouse.move(2, 2)
    await page.clock.runFor(6000)
    expect(await activeIndex(page, section)).toBe(0)
    await expect(page.getByText('23%')).toBeVisible()
    await expect(page.getByText('64%')).toBeVisible()
  })

  test('referral advantages every 4 s and the six segments every 2 s', async ({ page }) => {
    await gotoWithPausedClock(page, '/referral-partners')
    await expect(
      page.locator('section[aria-labelledby="segments-title"] [data-testid="highlight-list"] > li'),
    ).toHaveCount(6)
    await page.clock.runFor(2000)
    expect(await activeIndex(page, 'segments-title')).toBe(1)
    expect(await activeIndex(page, 'referral-advantages-title')).toBe(0)
    await page.clock.runFor(2000)
    expect(await activeIndex(page, 'segments-title')).toBe(2)
    expect(await activeIndex(page, 'referral-advantages-title')).toBe(1)
  })

  test('API panels every 6 s', async ({ page }) => {
    await gotoWithPausedClock(page, '/apis')
    const tabs = page.getByRole('tablist', { name: 'Who the API is for' }).getByRole('tab')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.clock.runFor(6000)
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.clock.runFor(6000)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    for (const title of [
      'RESTful API',
      'Real-time Processing',
      'Enterprise Security',
      'Partnership Setup',
      'API Integration',
      'Launch & Optimize',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
  })

  test('partner-contact trio every 3 s, once it is seen', async ({ page }) => {
    await gotoWithPausedClock(page, '/partner-contact')
    await page.clock.runFor(9000)
    expect(await activeIndex(page, 'why-partner-title')).toBe(0)
    await page.locator('section[aria-labelledby="why-partner-title"]').scrollIntoViewIfNeeded()
    await page.mouse.move(2, 2)
    // Seen: it starts, 3 s after the observer reports, on a frame of its own. Time moves a whole
    // interval at a time until then, so the test waits for that frame, not for enough steps.
    await expect
      .poll(async () => {
        await page.clock.runFor(3000)
        return activeIndex(page, 'why-partner-title')
      })
      .toBe(1)
    await page.clock.runFor(2900)
    expect(await activeIndex(page, 'why-partner-title')).toBe(1)
    await page.clock.runFor(200)
    expect(await activeIndex(page, 'why-partner-title')).toBe(2)
  })
})

test('a hash scrolls to the form 300 ms after load and 100 ms after a change, 100 px below the top', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoWithPausedClock(page, '/lenders#partnership-form')
  const top = () =>
    page
      .locator('#partnership-form')
      .evaluate((element) => Math.round(element.getBoundingClientRect().top))
  await page.clock.runFor(350)
  await expect.poll(top).toBe(100)

  await page.goto('/lenders')
  await page.getByRole('link', { name: 'Join Our Network' }).click()
  await expect(page).toHaveURL(/#partnership-form$/)
  await page.clock.runFor(150)
  await expect.poll(top).toBe(100)
})

test('/partner-contact relies on required fields, sends the inquiry, and its banner buttons work', async ({
  page,
}) => {
  const marker = `pc${Date.now()}`
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/partner-contact')
  const posts = capturePartnershipPosts(page)
  const contact = page.getByRole('form', { name: 'Partner contact' })
  for (const label of [
    'Company',
    'First Name',
    'Last Name',
    'Business Email',
    'Phone',
    'Partnership Interest',
    'Comments',
  ]) {
    await expect(contact.getByLabel(label)).toHaveAttribute('required', '')
  }
  await contact.getByRole('button', { name: 'Submit' }).click()
  expect(posts).toEqual([])

  await contact.getByLabel('Company').fill(`${marker} Labs`)
  await contact.getByLabel('First Name').fill('Ada')
  await contact.getByLabel('Last Name').fill('Byron')
  await contact.getByLabel('Business Email').fill(`${marker}@example.com`)
  await contact.getByLabel('Phone').fill('555-0102')
  await contact.getByLabel('Partnership Interest').selectOption('api')
  await contact.getByLabel('Comments').fill('Embedded lending for our invoicing app.')
  await contact.getByRole('button', { name: 'Submit' }).click()
  await expect(notification(page, SUCCESS)).toBeVisible()
  expect(posts).toEqual([
    expect.objectContaining({ partnershipType: 'api', company: `${marker} Labs`, consent: false }),
  ])
  await expect(contact.getByLabel('Company')).toHaveValue('')

  await expect(page.getByRole('link', { name: 'Learn More About Partnerships' })).toHaveAttribute(
    'href',
    '/partners',
  )
  await page.getByRole('button', { name: 'Get Started Above' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the lender and referral pages say who pays whom and link to How we make money', async ({
  page,
}) => {
  for (const [path, text] of [
    ['/lenders', 'Lenders pay Fundlane a fee only when a business'],
    ['/referral-partners', 'never charged to the businesses you refer'],
  ]) {
    await page.goto(path!)
    const form = page.locator('#partnership-form')
    await expect(form).toContainText(text!)
    await expect(form.getByRole('link', { name: 'How we make money' })).toHaveAttribute(
      'href',
      '/how-we-make-money',
    )
  }
})

test('the hub links its case study to a meeting and the partnership article', async ({ page }) => {
  await page.goto('/partners')
  const study = page.locator('section[aria-labelledby="partner-case-study-title"]')
  await expect(study.getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute(
    'href',
    '/partner-contact',
  )
  await expect(study.getByRole('link', { name: 'Read More' })).toHaveAttribute(
    'href',
    '/blog/tallyhouse-partnership-case-study',
  )
  const programmes: [string, string][] = [
    ['Lenders', '/lenders'],
    ['Referral Partners', '/referral-partners'],
    ['API Partners', '/apis'],
  ]
  for (const [name, href] of programmes) {
    await expect(
      page
        .locator('section[aria-labelledby="programmes-title"]')
        .getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute('href', href)
  }
})
