import { readFileSync } from 'node:fs'
import { queryE2eDatabase } from './database'
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  signInToAdmin,
  submitContact,
  test,
} from './fixtures'

test.use({ viewport: DESKTOP, timezoneId: 'America/Toronto' })

test('an owner finds, exports and erases everything held about one e-mail address', async ({
  page,
  request,
}) => {
  const marker = `subject${Date.now()}`
  const address = `${marker}@example.com`
  const someoneElse = `${marker}.other@example.com`

  // A visitor chats, then sends the contact form from the same browser, a partnership inquiry and
  // a newsletter subscription; someone else sends a contact form too.
  const chat = await request.post('/api/chat/message', {
    data: { message: 'Do you fund bakeries?', timestamp: new Date().toISOString() },
  })
  expect(chat.status()).toBe(200)
  await submitContact(request, { email: address, lastName: marker })
  const inquiry = await request.post('/api/partnerships', {
    data: {
      company: `${marker} Capital`,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: address,
      phone: '555-0101',
      partnershipType: 'lender',
      businessDescription: 'Lending partnership inquiry',
      partnershipGoals: 'Deal flow',
      consent: true,
    },
  })
  expect(inquiry.status()).toBe(201)
  expect((await request.post('/api/subscribe', { data: { email: address } })).ok()).toBe(true)
  await submitContact(request, { email: someoneElse, lastName: `${marker}other` })

  await signInToAdmin(page)
  await page.getByRole('tab', { name: 'Privacy requests' }).click()
  await page.getByLabel('E-mail address').fill(address.toUpperCase())
  await page.getByRole('button', { name: 'Search' }).click()

  const found = page.getByRole('heading', { name: `What we hold about ${address.toUpperCase()}` })
  await expect(found).toBeVisible()
  await expect(found).toBeFocused()
  for (const source of [
    'Contact form submissions (1)',
    'Partnership inquiries (1)',
    'Newsletter subscription (1)',
    'Chat conversations (1)',
  ]) {
    await expect(page.getByRole('heading', { name: source })).toBeVisible()
  }
  await expect(page.getByText('Do you fund bakeries?')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as Record<string, unknown[]>
  expect(exported).toMatchObject({ email: address.toUpperCase() })
  for (const section of [
    'contactSubmissions',
    'partnershipInquiries',
    'newsletterSubscriptions',
    'chatConversations',
  ]) {
    expect(exported[section], section).toHaveLength(1)
  }

  await page.getByRole('button', { name: 'Erase' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('1 contact form submission')
  await expect(dialog).toContainText('1 chat conversation (2 messages)')
  await dialog.getByRole('button', { name: 'Erase permanently' }).click()

  await expect(
    page.getByRole('heading', { name: `Nothing found for ${address.toUpperCase()}` }),
  ).toBeVisible()
  await expect(page.getByText(/This address was erased on/)).toBeVisible()

  // Someone else's submission is still there; the audit trail names the subject only by a code.
  await page.getByLabel('E-mail address').fill(someoneElse)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('heading', { name: 'Contact form submissions (1)' })).toBeVisible()
  const audit = queryE2eDatabase<{ action: string; target_id: string; detail: string }>(
    "select action, target_id, detail from audit_events where action like 'subject.%'",
  )
  expect(audit.map((row) => row.action)).toEqual(
    expect.arrayContaining(['subject.searched', 'subject.exported', 'subject.erased']),
  )
  expect(JSON.stringify(audit).toLowerCase()).not.toContain(marker)
})
