import type { Page, Request } from '@playwright/test'
import { queryE2eDatabase } from './database'
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  gotoWithPausedClock,
  test,
} from './fixtures'
import { waitForMail } from './mailbox'

const SUCCESS = 'Thanks! Your message has been received.'

/** The visible notification with this text (Radix also copies it into a hidden live region). */
function notification(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true })
}

function form(page: Page) {
  return page.locator('form[aria-labelledby="contact-form-title"]')
}

async function fillContactForm(page: Page, marker: string) {
  const contact = form(page)
  await contact.getByLabel('First Name').fill('  Ada ')
  await contact.getByLabel('Last Name').fill('Lovelace')
  await contact.getByLabel('Email').fill(`${marker}@example.com`)
  await contact.getByLabel('Phone').fill('+1 416 555 0100')
  await contact.getByLabel('Company').fill('Analytical Engines')
  await contact.getByLabel('Message').fill(`Working capital for Q3 (${marker})`)
}

/** Records the JSON bodies the page posts to the contact endpoint. */
function captureContactPosts(page: Page) {
  const bodies: unknown[] = []
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/contact') && request.method() === 'POST')
      bodies.push(request.postDataJSON())
  })
  return bodies
}

test.describe('contact page', () => {
  test.use({ viewport: DESKTOP })

  test('shows the form, the ways to reach the team, the FAQ and the closing banner', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible()

    const contact = form(page)
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Message']) {
      await expect(contact.locator('label', { hasText: label }).first()).toContainText('*')
    }
    await expect(contact.locator('label', { hasText: 'Company' })).not.toContainText('*')
    await expect(contact.getByLabel('Message')).toHaveAttribute('rows', '4')
    const options = await contact
      .getByLabel('Inquiry Type')
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((element) => [(element as HTMLOptionElement).value, element.textContent]),
      )
    expect(options.slice(1)).toEqual([
      ['funding', 'Business Funding'],
      ['partnership', 'Partnership Opportunities'],
      ['integration', 'API Integration'],
      ['support', 'Technical Support'],
      ['media', 'Media & Press'],
      ['general', 'General Inquiry'],
    ])
    await expect(contact.getByRole('checkbox')).not.toBeChecked()

    const touch = page.getByRole('region', { name: 'Get in Touch' })
    await expect(touch.getByRole('link', { name: 'support@fundlane.example' })).toHaveAttribute(
      'href',
      'mailto:support@fundlane.example',
    )
    await expect(touch).toContainText('within 24 hours')
    await expect(touch).toContainText('Mon-Fri 9 AM-5 PM EST')
    await expect(touch).toContainText('Weekend support')
    const bookCall = touch.getByRole('link', { name: /^Book A Call/ })
    await expect(bookCall).toHaveAttribute(
      'href',
      'https://meet.fundlane.example/fundlane/support-intro-call',
    )
    await expect(bookCall).toHaveAttribute('target', '_blank')

    const immediate = page.getByRole('region', { name: 'Need Immediate Assistance?' })
    await expect(immediate.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
      'href',
      'https://app.fundlane.example/signup',
    )

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const questions = faq.locator('summary')
    await expect(questions).toHaveCount(4)
    const costAnswer = faq.getByText(/^It is free for businesses\./)
    const speedAnswer = faq.getByText(/^Matching happens within minutes\./)
    await expect(costAnswer).toBeHidden()
    await questions.filter({ hasText: 'What does it cost to use the platform?' }).click()
    await expect(costAnswer).toBeVisible()
    await expect(costAnswer.getByRole('link', { name: 'How we make money' })).toHaveAttribute(
      'href',
      '/how-we-make-money',
    )
    // One answer open at a time, and the keyboard opens a question too.
    await questions.filter({ hasText: 'How quickly can I be matched with lenders?' }).focus()
    await page.keyboard.press('Enter')
    await expect(speedAnswer).toBeVisible()
    await expect(costAnswer).toBeHidden()

    const banner = page.getByRole('region', { name: 'Ready to Get Started?' })
    await expect(banner.getByRole('link', { name: /^Get Started Free/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(banner.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/how-it-works',
    )
  })

  test('an empty form shows every required message and sends nothing', async ({ page }) => {
    await page.goto('/contact-us')
    const posts = captureContactPosts(page)
    const contact = form(page)
    await contact.getByRole('button', { name: 'Send Message' }).click()
    await expect(contact.getByText('Please enter this field')).toHaveCount(5)
    await expect(contact.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(contact.getByLabel('First Name')).toBeFocused()
    await expect(contact.getByLabel('Company')).not.toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  })

  test('an invalid e-mail is refused, and editing a field clears only its error', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    const contact = form(page)
    await contact.getByLabel('Email').fill('ada@nowhere')
    await contact.getByRole('button', { name: 'Send Message' }).click()
    await expect(contact.getByText('Please enter a valid email address')).toBeVisible()
    await expect(contact.getByText('Please enter this field')).toHaveCount(4)

    await contact.getByLabel('Email').pressSequentially('.com')
    await expect(contact.getByText('Please enter a valid email address')).toHaveCount(0)
    await contact.getByLabel('First Name').fill('A')
    await expect(contact.getByText('Please enter this field')).toHaveCount(3)
    await expect(contact.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('a message is sent with its inquiry type, stored, e-mailed to the team, and the form resets', async ({
    page,
  }) => {
    const marker = `contact-${Date.now()}`
    await gotoWithPausedClock(page, '/contact-us')
    const posts = captureContactPosts(page)
    await fillContactForm(page, marker)
    await form(page).getByLabel('Inquiry Type').selectOption('funding')
    await form(page).getByRole('checkbox').check()

    // Hold the request to see the sending state.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    const sending = form(page).getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    release()

    const notice = notification(page, SUCCESS)
    await expect(notice).toBeVisible()
    expect(posts).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `${marker}@example.com`,
        phone: '+1 416 555 0100',
        company: 'Analytical Engines',
        message: `Inquiry Type: funding\n\nWorking capital for Q3 (${marker})`,
      },
    ])
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Message']) {
      await expect(form(page).getByLabel(label)).toHaveValue('')
    }
    await expect(form(page).getByLabel('Inquiry Type')).toHaveValue('')
    await expect(form(page).getByRole('checkbox')).not.toBeChecked()
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()

    // The notice closes after 5 seconds.
    await page.clock.runFor(4500)
    await expect(notice).toBeVisible()
    await page.clock.runFor(1000)
    await expect(notification(page, SUCCESS)).toHaveCount(0)

    const rows = queryE2eDatabase<{ first_name: string; message: string }>(
      'select first_name, message from contact_submissions where email = ?',
      `${marker}@example.com`,
    )
    expect(rows).toEqual([
      { first_name: 'Ada', message: `Inquiry Type: funding\n\nWorking capital for Q3 (${marker})` },
    ])
    const mail = await waitForMail(marker)
    expect(mail).toContain('Subject: New contact message from Ada Lovelace')
    expect(mail).toContain('To: leads@fundlane.example')
  })

  test('without an inquiry type the message is sent as written', async ({ page }) => {
    const marker = `plain-${Date.now()}`
    await page.goto('/contact-us')
    const posts = captureContactPosts(page)
    await fillContactForm(page, marker)
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(notification(page, SUCCESS)).toBeVisible()
    expect(posts).toEqual([
      expect.objectContaining({ message: `Working capital for Q3 (${marker})` }),
    ])
  })

  test('when sending fails, every value stays and the visitor is told what to do', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await fillContactForm(page, 'failure')
    await form(page).getByLabel('Inquiry Type').selectOption('media')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(
      form(page).getByRole('alert').filter({ hasText: 'could not send your message' }),
    ).toBeVisible()
    await expect(form(page).getByRole('alert')).toContainText('support@fundlane.example')
    await expect(form(page).getByLabel('First Name')).toHaveValue('  Ada ')
    await expect(form(page).getByLabel('Message')).toHaveValue('Working capital for Q3 (failure)')
    await expect(form(page).getByLabel('Inquiry Type')).toHaveValue('media')
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(notification(page, SUCCESS)).toHaveCount(0)
  })

  test('when the form cannot fetch its checks (offline), it says so and keeps every value', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    const posts = captureContactPosts(page)
    await fillContactForm(page, 'offline')
    // The schema is fetched on the first submit; the connection is gone by then.
    await page.route('**/_next/static/**', (route) => route.abort('internetdisconnected'))
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByRole('alert')).toContainText('could not check the form')
    await expect(form(page).getByLabel('Message')).toHaveValue('Working capital for Q3 (offline)')
    expect(posts).toEqual([])
  })

  test('field messages from the server are shown on their fields', async ({ page }) => {
    await page.goto('/contact-us')
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Please check the highlighted fields and try again.',
          fields: { phone: 'Please keep this under 50 characters' },
        }),
      }),
    )
    await fillContactForm(page, 'server-fields')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByText('Please keep this under 50 characters')).toBeVisible()
    await expect(form(page).getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
  })

  test('notifications: F8 focuses them and a swipe right of 50 px dismisses one', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    await fillContactForm(page, `toast-${Date.now()}`)
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    const toast = notification(page, SUCCESS)
    await expect(toast).toBeVisible()

    await page.keyboard.press('F8')
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused()
    const viewportBox = await page
      .getByRole('region', { name: /Notifications/ })
      .locator('ol')
      .boundingBox()
    expect(viewportBox?.width).toBeLessThanOrEqual(420)

    const box = (await toast.boundingBox())!
    const startX = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(startX, y)
    await page.mouse.down()
    await page.mouse.move(startX + 30, y, { steps: 5 })
    await page.mouse.up()
    await expect(toast).toBeVisible()

    await page.mouse.move(startX, y)
    await page.mouse.down()
    await page.mouse.move(startX + 120, y, { steps: 10 })
    await page.mouse.up()
    await expect(notification(page, SUCCESS)).toHaveCount(0)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no serious axe violations at ${viewport.width} px, with errors shown`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/contact-us')
      await expectNoSeriousA11yViolations(page)
      await form(page).getByRole('button', { name: 'Send Message' }).click()
      await expect(form(page).getByText('Please enter this field').first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
})
