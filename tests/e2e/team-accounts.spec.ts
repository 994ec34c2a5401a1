import { TEAM_SESSION_COOKIE } from './database'
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  fillSignInForm,
  inviteFromTeamTab,
  signInToAdmin,
  submitContact,
  test,
} from './fixtures'
import { E2E_ORIGIN } from './global-setup'
import { totpCode } from '../support/totp'

test.use({ viewport: DESKTOP, timezoneId: 'America/Toronto' })

test('an owner invites a member, who joins, sets up two-factor and reads the leads without exporting or deleting, until removed', async ({
  page: owner,
  browser,
  request,
}) => {
  // Two browsers, an invitation e-mail, four sign-ins' password hashes and a two-factor set-up.
  test.setTimeout(60_000)
  const marker = `team${Date.now()}`
  const email = `${marker}@e2e.test`
  const password = `${marker}-long-password`
  await submitContact(request, { lastName: marker })

  await signInToAdmin(owner)
  const invitationPath = await inviteFromTeamTab(owner, email)

  // The owner's audit log names the invitation.
  await owner.getByRole('tab', { name: 'Audit log' }).click()
  await owner.getByLabel('Action').selectOption({ label: 'Invited someone' })
  await expect(owner.getByRole('table').getByText(`email: ${email}`).first()).toBeVisible()

  const memberContext = await browser.newContext({ baseURL: E2E_ORIGIN, viewport: DESKTOP })
  const member = await memberContext.newPage()
  await member.goto(invitationPath)
  await expect(member.getByRole('heading', { name: 'Join the team' })).toBeVisible()
  await expect(member.getByText(email)).toBeVisible()
  await member.getByLabel('Your name').fill('Grace Member')
  await member.getByLabel('Password (12 characters or more)').fill(password)
  await member.getByLabel('Password again').fill(password)
  await member.getByRole('button', { name: 'Join the team' }).click()
  await expect(member.getByRole('heading', { name: /Contact Form Submissions/ })).toBeVisible()
  expect(new URL(member.url()).pathname).toBe('/admin')

  // Two-factor is offered, not required, for a member: from the banner to the Account tab.
  await member.getByRole('button', { name: 'Set up two-factor' }).first().click()
  await member
    .getByRole('region', { name: 'Two-factor authentication' })
    .getByRole('button', { name: 'Set up two-factor' })
    .click()
  await member.getByLabel('Your password').fill(password)
  await member.getByRole('button', { name: 'Continue' }).click()
  await expect(
    member.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible()
  await expect(
    member.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10)
  const key = (await member.getByTestId('two-factor-key').textContent())!
  await member.getByRole('button', { name: 'I stored the codes, continue' }).click()
  const setupCode = totpCode(key)
  await member.getByLabel('The 6-digit code your app shows').fill(setupCode)
  await member.getByRole('button', { name: 'Turn on two-factor' }).click()
  await expect(
    member.getByRole('region', { name: 'Two-factor authentication' }).getByText(/^On\./),
  ).toBeVisible()

  // Signing in again takes e-mail, password and a code.
  await member.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(member.getByRole('heading', { name: 'Team sign-in' })).toBeVisible()
  await fillSignInForm(member, { email, password })
  const codeField = member.getByLabel('Code from your authenticator app')
  await expect(codeField).toBeVisible()
  await expect(member.getByLabel('E-mail')).toHaveValue(email)
  // The code that turned two-factor on is used up (one code opens one session, decision 0031);
  // the app's next code is accepted (the server takes the step before and after its own).
  await codeField.fill(totpCode(key, Date.now() + 30_000))
  await member.getByRole('button', { name: 'Sign in' }).click()

  // A member reads the leads, without Export or Delete; the API refuses both too.
  await expect(member.getByRole('heading', { name: /Contact Form Submissions/ })).toBeVisible()
  await member.getByRole('searchbox', { name: /Search contact form submissions/ }).fill(marker)
  await expect(member.getByRole('article')).toHaveCount(1)
  await expect(member.getByRole('link', { name: 'Export CSV' })).toHaveCount(0)
  await expect(member.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  await expect(member.getByRole('tab', { name: 'Team' })).toHaveCount(0)
  await expect(member.getByRole('tab', { name: 'Audit log' })).toHaveCount(0)
  expect((await member.request.get('/api/admin/contacts/export')).status()).toBe(403)

  // The owner removes the member; the member's open page goes back to the sign-in form.
  await owner.reload()
  await owner.getByRole('tab', { name: 'Team' }).click()
  await owner.getByRole('button', { name: `Remove ${email}` }).click()
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(owner.getByRole('button', { name: `Remove ${email}` })).toHaveCount(0)

  await member.getByRole('tab', { name: 'Partnerships' }).click()
  await expect(member.getByRole('heading', { name: 'Team sign-in' })).toBeVisible()
  await expect(member.getByRole('article')).toHaveCount(0)
  await memberContext.close()
})

test('a copied session cookie answers 401 once its owner signs out', async ({ page, request }) => {
  await signInToAdmin(page)
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === TEAM_SESSION_COOKIE,
  )!
  const readWithCopy = () =>
    request.get('/api/admin/contacts', {
      headers: { Cookie: `${TEAM_SESSION_COOKIE}=${cookie.value}` },
    })
  expect((await readWithCopy()).status()).toBe(200)
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Team sign-in' })).toBeVisible()
  const refused = await readWithCopy()
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toEqual({ error: 'Please sign in to see this.' })
})

test('a wrong or used invitation link says what to do', async ({ page }) => {
  await page.goto('/admin/invitation?token=not-a-token')
  await expect(page.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible()
  await expect(
    page.getByText('This invitation link is not valid. Ask an owner for a new one.'),
  ).toBeVisible()
})

test.describe('accessibility', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the Team, Audit log and Account tabs and the invitation page have no serious axe violations at ${viewport.width} px`, async ({
      page,
      browser,
    }) => {
      // Four axe checks, an invitation e-mail and a second browser: more than the default budget
      // on a loaded two-core machine (the flake detector's).
      test.setTimeout(60_000)
      await page.setViewportSize(viewport)
      await signInToAdmin(page)
      const invitationPath = await inviteFromTeamTab(
        page,
        `axe${Date.now()}${viewport.width}@e2e.test`,
      )
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('tab', { name: 'Audit log' }).click()
      await expect(page.getByRole('table')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('tab', { name: 'Account' }).click()
      await expect(page.getByRole('region', { name: 'Where you are signed in' })).toContainText(
        'This device',
      )
      await expectNoSeriousA11yViolations(page)

      const visitorContext = await browser.newContext({ baseURL: E2E_ORIGIN, viewport })
      const visitor = await visitorContext.newPage()
      await visitor.goto(invitationPath)
      await expect(visitor.getByRole('heading', { name: 'Join the team' })).toBeVisible()
      await expectNoSeriousA11yViolations(visitor)
      await visitorContext.close()
    })
  }
})
