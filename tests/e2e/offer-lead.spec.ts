import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  findContactLead,
  openContactLead,
  signInToAdmin,
  test,
} from './fixtures'

/**
 * Issue 38, item 4: offers sent from the offer check reach the lead workspace as a table. The lead
 * is made as the send form makes it (POST /api/offer-check), so this runs without the page.
 */

/** Issue 38's advance: $50,000 at a 1.35 factor, $450 a business day, a 3% fee withheld. */
const advance = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}

/** $50,000 at 9% over 36 months. */
const termLoan = {
  kind: 'termLoan',
  amount: 50_000,
  price: { by: 'rate', rate: 9 },
  schedule: { frequency: 'monthly', term: 36, termUnit: 'months' },
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a team member reads the offers a visitor sent, side by side, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const lastName = `Offers${viewport.width}x${Date.now()}`
    const response = await request.post('/api/offer-check', {
      data: {
        firstName: 'Ada',
        lastName,
        email: 'ada@example.com',
        phone: '+1 416 555 0100',
        consent: true,
        offers: [advance, termLoan],
      },
    })
    expect(response.status()).toBe(201)

    await signInToAdmin(page)
    await expect(await findContactLead(page, lastName)).toContainText(
      'From the offer check, with 2 offers',
    )
    const dialog = await openContactLead(page, lastName)
    const table = dialog.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Offer 1', 'Offer 2'])
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
    await expect(row('Kind of offer')).toContainText('Merchant cash advance')
    await expect(row('Kind of offer')).toContainText('Term loan')
    await expect(row('Amount you receive')).toContainText('$48,500.00')
    await expect(row('Finance charge')).toContainText('$19,000.00')
    await expect(row('Estimated APR')).toContainText('117.33%')
    await expect(row('Estimated APR')).toContainText('9.00%')
    await expect(row('Payments')).toContainText('150 payments of $450.00, one each business day')
    await expectNoSeriousA11yViolations(page)
  })
}
