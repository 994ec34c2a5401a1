import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  PlaywrightWorkerArgs,
} from '@playwright/test'
import { adminLists } from '@/server/admin/lists'
import { serverConfig } from '@/server/config'
import {
  E2E_ADMIN_PASSWORD,
  E2E_SESSION_SECRET,
  TEAM_SESSION_COOKIE,
  changeE2eDatabase,
  sessionToken,
} from './database'
import { OWNER, expect, signInToAdmin, submitContact, test } from './fixtures'
import { E2E_ORIGIN } from './global-setup'

// serverConfig() below reads this process's environment: the e2e server's secret.
process.env.SESSION_SECRET = E2E_SESSION_SECRET

type AdminEndpoint = {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH'
  path: string
  /**
   * `session`: 401 without a valid session. `password`: signing in, 401 without the password.
   * (Routes that would end the owner's other sessions or change their account, such as signing
   * out everywhere or a new password, are left out: parallel tests sign in as the same owner.)
   * `anyone`: signing out, harmless without a session (it only clears the cookie).
   */
  access: 'session' | 'password' | 'anyone'
  /** Changes state, so the request must also come from this site's pages (403 otherwise). */
  changesState: boolean
  /** The answer to a signed-in request from this site. */
  signedInStatus: number
}

const MISSING_ID = 'no-such-record'

/**
 * Every admin API route and method: src/app/api/admin (the lists, deliveries and the session), and
 * GET /api/contacts (docs/product.md, API).
 */
const adminEndpoints: AdminEndpoint[] = [
  {
    method: 'GET',
    path: '/api/contacts',
    access: 'session',
    changesState: false,
    signedInStatus: 200,
  },
  ...Object.keys(adminLists).flatMap((list): AdminEndpoint[] => [
    {
      method: 'GET',
      path: `/api/admin/${list}`,
      access: 'session',
      changesState: false,
      signedInStatus: 200,
    },
    {
      method: 'GET',
      path: `/api/admin/${list}/export`,
      access: 'session',
      changesState: false,
      signedInStatus: 200,
    },
    {
      method: 'DELETE',
      path: `/api/admin/${list}/${MISSING_ID}`,
      access: 'session',
      changesState: true,
      signedInStatus: 404,
    },
  ]),
  {
    method: 'GET',
    path: '/api/admin/deliveries',
    access: 'session',
    changesState: false,
    signedInStatus: 200,
  },
  {
    method: 'POST',
    path: `/api/admin/deliveries/${MISSING_ID}/retry`,
    access: 'session',
    changesState: true,
    signedInStatus: 404,
  },
  // Data-subject requests (owners). Signed in, the body names the owner's own address: search
  // and export answer (nothing is held about it); erase asks for `confirm: true` first.
  ...(
    [
      ['search', 200],
      ['export', 200],
      ['erase', 400],
    ] as const
  ).map(([action, signedInStatus]): AdminEndpoint => ({
    method: 'POST',
    path: `/api/admin/subject-requests/${action}`,
    access: 'session',
    changesState: true,
    signedInStatus,
  })),
  {
    method: 'GET',
    path: '/api/admin/account',
    access: 'session',
    changesState: false,
    signedInStatus: 200,
  },
  {
    method: 'GET',
    path: '/api/admin/account/sessions',
    access: 'session',
    changesState: false,
    signedInStatus: 200,
  },
  {
    method: 'DELETE',
    path: `/api/admin/account/sessions/${MISSING_ID}`,
    access: 'session',
    changesState: true,
    signedInStatus: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/team',
    access: 'session',
    changesState: false,
    signedInStatus: 200,
  },
  {
    method: 'DELETE',
    path: `/api/admin/team/${MISSING_ID}`,
    access: 'session',
    changesState: true,
    signedInStatus: 404,
  },
  {
    method: 'DELETE',
    path: `/api/admin/team/invitations/${MISSING_ID}`,
    access: 'session',
    changesState: true,
    signedInStatus: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'session',
    changesState: false,
    signedInStatus: 200,
  },
  // Which lists exist is for signed-in eyes only.
  {
    method: 'GET',
    path: '/api/admin/no-such-list',
    access: 'session',
    changesState: false,
    signedInStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/session',
    access: 'password',
    changesState: true,
    signedInStatus: 204,
  },
  {
    method: 'DELETE',
    path: '/api/admin/session',
    access: 'anyone',
    changesState: true,
    signedInStatus: 204,
  },
]

/** What the admin page's own requests carry. */
const FROM_THIS_SITE = { Origin: E2E_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }

/** Headers of requests a browser sends on another site's behalf, or a script sends with none. */
const crossSiteHeaders: [string, Record<string, string>][] = [
  ['from another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
  ['from a sandboxed frame', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
  [
    'from a look-alike host',
    { Origin: `${E2E_ORIGIN}.evil.example`, 'Sec-Fetch-Site': 'cross-site' },
  ],
  ['without an Origin header', {}],
]

/** A fresh documentation address (2001:db8::/32), so wrong passwords never lock out another test. */
function throwawayAddress() {
  const hex = randomUUID().replaceAll('-', '')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::1`
}

/**
 * Sends one request to an admin endpoint with the given session cookie, or none. Signing in sends
 * `password`: for the owner when it is theirs, else for a throwaway address (the sign-in limit
 * counts per account as well, and other tests sign in as the owner). The `request` fixture's own
 * cookie jar stays empty: every cookie here is explicit.
 */
function send(
  request: APIRequestContext,
  endpoint: AdminEndpoint,
  {
    cookie,
    headers = FROM_THIS_SITE,
    password = 'not-the-password',
  }: { cookie?: string; headers?: Record<string, string>; password?: string } = {},
) {
  return request.fetch(endpoint.path, {
    method: endpoint.method,
    headers: {
      ...headers,
      ...(cookie === undefined ? {} : { Cookie: `${TEAM_SESSION_COOKIE}=${cookie}` }),
      'X-Forwarded-For': throwawayAddress(),
    },
    data:
      endpoint.method === 'POST'
        ? {
            email:
              password === E2E_ADMIN_PASSWORD ? OWNER.email : `nobody-${randomUUID()}@e2e.test`,
            password,
          }
        : undefined,
    maxRedirects: 0,
  })
}

function setCookieHeaders(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
}

/** The session a response hands out, if any (a cleared cookie hands out none). */
function grantedSession(response: APIResponse): string | undefined {
  for (const header of setCookieHeaders(response)) {
    const value = new RegExp(`^${TEAM_SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(
      header,
    )?.[1]
    if (value) return value
  }
  return undefined
}

/** Signs in through the API in a request context of its own: the session and its Set-Cookie. */
async function signInThroughApi(playwright: PlaywrightWorkerArgs['playwright']) {
  const context = await playwright.request.newContext({ baseURL: E2E_ORIGIN })
  try {
    const response = await context.post('/api/admin/session', {
      headers: FROM_THIS_SITE,
      data: OWNER,
    })
    expect(response.status()).toBe(204)
    const setCookie = setCookieHeaders(response).find((header) =>
      header.startsWith(`${TEAM_SESSION_COOKIE}=`),
    )
    return { setCookie: setCookie!, cookie: grantedSession(response)! }
  } finally {
    await context.dispose()
  }
}

/** A live session of the owner whose database row has run out (past ADMIN_SESSION_HOURS). */
async function expiredSession(playwright: PlaywrightWorkerArgs['playwright']) {
  const { cookie } = await signInThroughApi(playwright)
  const changed = changeE2eDatabase(
    'update team_sessions set expires_at = ? where token = ?',
    new Date(Date.now() - 60_000).toISOString(),
    sessionToken(cookie),
  )
  expect(changed, 'the session row was found').toBe(1)
  return cookie
}

/** Fails unless the server accepts the session (proof that sealing here matches the server). */
async function expectAccepted(request: APIRequestContext, cookie: string) {
  const response = await send(request, adminEndpoints[0]!, { cookie })
  expect(response.status(), 'a valid session reads the contacts').toBe(200)
}

/** Every endpoint refuses the cookie (or its absence): 401 with the error shape, no session. */
async function expectRefusedEverywhere(
  request: APIRequestContext,
  cookie: string | undefined,
  description: string,
) {
  for (const endpoint of adminEndpoints) {
    const label = `${endpoint.method} ${endpoint.path} ${description}`
    const response = await send(request, endpoint, { cookie })
    if (endpoint.access === 'anyone') {
      expect(response.status(), label).toBe(204)
    } else {
      expect(response.status(), label).toBe(401)
      expect(await response.json(), label).toEqual({
        error:
          endpoint.access === 'session'
            ? 'Please sign in to see this.'
            : 'That e-mail, password or code is not correct.',
      })
    }
    expect(grantedSession(response), label).toBeUndefined()
  }
}

/** A copy of `text` with its middle character changed. */
function changedInTheMiddle(text: string) {
  const middle = Math.floor(text.length / 2)
  return `${text.slice(0, middle)}${text[middle] === 'A' ? 'B' : 'A'}${text.slice(middle + 1)}`
}

test.describe('every admin endpoint', () => {
  test('refuses a request without a cookie with 401 and hands out no session', async ({
    request,
  }) => {
    await expectRefusedEverywhere(request, undefined, 'without a cookie')
  })

  test('refuses an expired session with 401', async ({ request, playwright }) => {
    const { cookie } = await signInThroughApi(playwright)
    await expectAccepted(request, cookie)
    await expectRefusedEverywhere(
      request,
      await expiredSession(playwright),
      'with a session past its ADMIN_SESSION_HOURS',
    )
  })

  test('refuses a tampered or forged cookie with 401, never with a server error', async ({
    request,
    playwright,
  }) => {
    const { cookie } = await signInThroughApi(playwright)
    await expectAccepted(request, cookie)
    const [token = '', signature = ''] = decodeURIComponent(cookie).split('.')
    const signedWith = (key: string, value: string) =>
      encodeURIComponent(`${value}.${createHmac('sha256', key).update(value).digest('base64')}`)
    const forgeries: [string, string][] = [
      ['with its token changed', encodeURIComponent(`${changedInTheMiddle(token)}.${signature}`)],
      [
        'with its signature changed',
        encodeURIComponent(`${token}.${changedInTheMiddle(signature)}`),
      ],
      ['without its signature', token],
      ['signed with another key', signedWith(randomBytes(32).toString('hex'), token)],
      ['with a made-up token', signedWith(randomBytes(32).toString('hex'), randomUUID())],
      ['cut short', cookie.slice(0, -8)],
      ['of random characters', randomBytes(96).toString('base64url')],
      ['written in the clear', encodeURIComponent(JSON.stringify({ userId: 'owner' }))],
      ['that is empty', ''],
    ]
    for (const [description, forged] of forgeries) {
      await expectRefusedEverywhere(request, forged, `with a cookie ${description}`)
    }
  })

  test('refuses a copied cookie with 401 once its session signed out', async ({
    request,
    playwright,
  }) => {
    const { cookie } = await signInThroughApi(playwright)
    await expectAccepted(request, cookie)
    const signOut = adminEndpoints.find((endpoint) => endpoint.access === 'anyone')!
    expect((await send(request, signOut, { cookie })).status()).toBe(204)
    await expectRefusedEverywhere(request, cookie, 'with the cookie of a signed-out session')
  })

  test('refuses a cross-site change with 403 even with a valid session', async ({
    request,
    playwright,
  }) => {
    const { cookie } = await signInThroughApi(playwright)
    for (const [description, headers] of crossSiteHeaders) {
      for (const endpoint of adminEndpoints.filter((candidate) => candidate.changesState)) {
        const label = `${endpoint.method} ${endpoint.path} ${description}`
        const response = await send(request, endpoint, {
          cookie,
          headers,
          password: E2E_ADMIN_PASSWORD,
        })
        expect(response.status(), label).toBe(403)
        expect(await response.json(), label).toEqual({
          error: 'This request must come from the admin pages of this site.',
        })
        expect(setCookieHeaders(response), label).toEqual([])
      }
      // Reads don't check Origin: a browser sends no SameSite=Strict cookie along from another
      // site, and without CORS headers that site could not read the answer anyway.
      for (const endpoint of adminEndpoints.filter((candidate) => !candidate.changesState)) {
        const response = await send(request, endpoint, { cookie, headers })
        expect(response.headers()['access-control-allow-origin'], endpoint.path).toBeUndefined()
      }
    }
    // The right password from another site signs nobody in.
    const signIn = adminEndpoints.find((endpoint) => endpoint.access === 'password')!
    const attempt = await send(request, signIn, {
      headers: crossSiteHeaders[0]![1],
      password: E2E_ADMIN_PASSWORD,
    })
    expect(attempt.status()).toBe(403)
    expect(setCookieHeaders(attempt)).toEqual([])
    // The refused sign-out left the session working.
    await expectAccepted(request, cookie)
  })

  test('works for a signed-in request from this site', async ({ request, playwright }) => {
    const { cookie } = await signInThroughApi(playwright)
    for (const endpoint of adminEndpoints) {
      const label = `${endpoint.method} ${endpoint.path}`
      const response = await send(request, endpoint, { cookie, password: E2E_ADMIN_PASSWORD })
      expect(response.status(), label).toBe(endpoint.signedInStatus)
      if (endpoint.method === 'GET' && endpoint.path.endsWith('/export')) {
        expect(response.headers()['content-type'], label).toBe('text/csv; charset=utf-8')
      } else if (endpoint.signedInStatus === 200) {
        expect(response.headers()['content-type'], label).toContain('application/json')
      }
      if (endpoint.access === 'password') expect(grantedSession(response), label).toBeTruthy()
    }

    // The last endpoint signed that session out (for good: sessions live in the database).
    const fresh = (await signInThroughApi(playwright)).cookie
    const marker = `surface${Date.now()}`
    await submitContact(request, { lastName: marker })
    const read = () =>
      request.get(`/api/admin/contacts?q=${marker}`, {
        headers: { Cookie: `${TEAM_SESSION_COOKIE}=${fresh}` },
      })
    const { items } = (await (await read()).json()) as { items: { id: string }[] }
    expect(items).toHaveLength(1)
    const deletion = await request.delete(`/api/admin/contacts/${items[0]!.id}`, {
      headers: { ...FROM_THIS_SITE, Cookie: `${TEAM_SESSION_COOKIE}=${fresh}` },
    })
    expect(deletion.status()).toBe(204)
    expect((await (await read()).json()).items).toEqual([])
  })
})

test('the session cookie is HttpOnly, SameSite=Strict, site-wide, expiring, and Secure on https', async ({
  request,
  playwright,
}) => {
  const { setCookie, cookie } = await signInThroughApi(playwright)
  const attributes = cookieAttributes(setCookie)
  expect(attributes.has('httponly')).toBe(true)
  expect(attributes.get('samesite')?.toLowerCase()).toBe('strict')
  expect(attributes.get('path')).toBe('/')
  const lifetimeSeconds = serverConfig().ADMIN_SESSION_HOURS * 3600
  const maxAge = Number(attributes.get('max-age'))
  expect(maxAge).toBeGreaterThan(0)
  expect(maxAge).toBeLessThanOrEqual(lifetimeSeconds)
  if (attributes.has('expires')) {
    const expires = Date.parse(attributes.get('expires')!)
    expect(expires).toBeGreaterThan(Date.now())
    expect(expires).toBeLessThanOrEqual(Date.now() + lifetimeSeconds * 1000)
  }
  // Secure whenever PUBLIC_SITE_URL is https. This server runs on plain http://localhost, where
  // browsers would drop a Secure cookie, so here the flag must be absent (and present on https).
  expect(attributes.has('secure')).toBe(
    new URL(serverConfig().PUBLIC_SITE_URL).protocol === 'https:',
  )

  const signOut = adminEndpoints.find((endpoint) => endpoint.access === 'anyone')!
  const cleared = setCookieHeaders(await send(request, signOut, { cookie })).find((header) =>
    header.startsWith(`${TEAM_SESSION_COOKIE}=`),
  )
  expect(cleared).toMatch(new RegExp(`^${TEAM_SESSION_COOKIE.replace('.', '\\.')}=;`))
  const clearedAttributes = cookieAttributes(cleared!)
  expect(clearedAttributes.get('max-age')).toBe('0')
  expect(clearedAttributes.has('httponly')).toBe(true)
  expect(clearedAttributes.get('path')).toBe('/')
})

/** The attributes of a Set-Cookie header, names lowercased. */
function cookieAttributes(setCookie: string): Map<string, string> {
  const [, ...attributes] = setCookie.split(';').map((part) => part.trim())
  return new Map(
    attributes.map((attribute) => {
      const [name = '', ...value] = attribute.split('=')
      return [name.toLowerCase(), value.join('=')]
    }),
  )
}

test('/admin without a valid session shows the sign-in form and no lead data', async ({
  browser,
  request,
  playwright,
}) => {
  const marker = `private${Date.now()}`
  await submitContact(request, { lastName: marker, company: `${marker} Ltd` })
  const { cookie } = await signInThroughApi(playwright)
  const visitors: [string, string | undefined][] = [
    ['without a cookie', undefined],
    ['with an expired session', await expiredSession(playwright)],
    ['with a tampered cookie', changedInTheMiddle(cookie)],
  ]
  for (const [description, sessionCookie] of visitors) {
    const page = await openAdmin(browser, sessionCookie)
    const answers: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/')) answers.push(`${response.status()} ${response.url()}`)
    })
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Team sign-in' }), description).toBeVisible()
    await expect(page.getByRole('article'), description).toHaveCount(0)
    expect(await page.content(), description).not.toContain(marker)
    // Signed out, the server renders only the sign-in form, so the page asks the API for nothing;
    // any call it did make would have to be refused.
    for (const answer of answers) expect(answer, description).toMatch(/^401 /)
    await page.context().close()
  }

  // The same page signed in does show the lead, so the checks above could see a leak.
  const page = await openAdmin(browser, undefined)
  await signInToAdmin(page)
  await page.getByRole('searchbox', { name: /Search contact form submissions/ }).fill(marker)
  await expect(page.getByRole('article').filter({ hasText: marker })).toHaveCount(1)
  await page.context().close()
})

/** A new browser with only the given admin session cookie. */
async function openAdmin(browser: Browser, sessionCookie: string | undefined) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN })
  if (sessionCookie !== undefined) {
    await context.addCookies([{ name: TEAM_SESSION_COOKIE, value: sessionCookie, url: E2E_ORIGIN }])
  }
  return context.newPage()
}
