import { randomBytes, randomUUID } from 'node:crypto'
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  PlaywrightWorkerArgs,
} from '@playwright/test'
import { sealData } from 'iron-session'
import { adminLists } from '@/server/admin/lists'
import { ADMIN_COOKIE, adminSessionOptions, type AdminSession } from '@/server/auth/session'
import { serverConfig } from '@/server/config'
import { E2E_ADMIN_PASSWORD, E2E_SESSION_SECRET } from './database'
import { expect, signInToAdmin, submitContact, test } from './fixtures'
import { E2E_ORIGIN } from './global-setup'

// The server modules above read this process's environment: with the e2e server's secret, the
// sessions this file seals are sealed exactly as the server seals them.
process.env.SESSION_SECRET = E2E_SESSION_SECRET

type AdminEndpoint = {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  /**
   * `session`: 401 without a valid session. `password`: signing in, 401 without the password.
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
  // Data-subject requests (owners): the body here has no `email`, so a signed-in owner gets 400.
  ...(['search', 'export', 'erase'] as const).map((action): AdminEndpoint => ({
    method: 'POST',
    path: `/api/admin/subject-requests/${action}`,
    access: 'session',
    changesState: true,
    signedInStatus: 400,
  })),
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
 * `password`. The `request` fixture's own cookie jar stays empty: every cookie here is explicit.
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
      ...(cookie === undefined ? {} : { Cookie: `${ADMIN_COOKIE}=${cookie}` }),
      'X-Forwarded-For': throwawayAddress(),
    },
    data: endpoint.method === 'POST' ? { password } : undefined,
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
    const value = new RegExp(`^${ADMIN_COOKIE}=([^;]*)`).exec(header)?.[1]
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
      data: { password: E2E_ADMIN_PASSWORD },
    })
    expect(response.status()).toBe(204)
    const [setCookie] = setCookieHeaders(response)
    return { setCookie: setCookie!, cookie: grantedSession(response)! }
  } finally {
    await context.dispose()
  }
}

/** Seals a session with the server's own key and lifetime (`ttl` overrides the lifetime). */
async function sealSession(session: AdminSession, ttl?: number) {
  const options = adminSessionOptions()
  return sealData(session, { password: options.password, ttl: ttl ?? options.ttl })
}

const inOneHour = () => Date.now() + 3600_000

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
            : 'That password is not correct.',
      })
    }
    expect(grantedSession(response), label).toBeUndefined()
  }
}

/** A copy of the seal with one of its eight `*`-separated parts changed in one character. */
function withPartChanged(seal: string, index: number, change?: (part: string) => string) {
  const [body = '', version] = seal.split('~')
  const parts = body.split('*')
  const part = parts[index]!
  const middle = Math.floor(part.length / 2)
  parts[index] =
    change?.(part) ??
    `${part.slice(0, middle)}${part[middle] === 'A' ? 'B' : 'A'}${part.slice(middle + 1)}`
  return `${parts.join('*')}~${version}`
}

const sealParts = [
  'prefix',
  'password id',
  'encryption salt',
  'IV',
  'ciphertext',
  'expiry',
  'HMAC salt',
  'HMAC',
]

test.describe('every admin endpoint', () => {
  test('refuses a request without a cookie with 401 and hands out no session', async ({
    request,
  }) => {
    await expectRefusedEverywhere(request, undefined, 'without a cookie')
  })

  test('refuses an expired session with 401', async ({ request }) => {
    await expectAccepted(request, await sealSession({ signedIn: true, expiresAt: inOneHour() }))
    await expectRefusedEverywhere(
      request,
      await sealSession({ signedIn: true, expiresAt: Date.now() - 1000 }),
      'with a session past its ADMIN_SESSION_HOURS',
    )
    // A cookie kept beyond its Max-Age: the seal itself has expired (iron allows 60 s of skew).
    await expectRefusedEverywhere(
      request,
      await sealSession({ signedIn: true, expiresAt: inOneHour() }, -120),
      'with a seal past its lifetime',
    )
    await expectRefusedEverywhere(
      request,
      await sealSession({ expiresAt: inOneHour() }),
      'with a session that was never signed in',
    )
  })

  test('refuses a tampered or forged cookie with 401, never with a server error', async ({
    request,
    playwright,
  }) => {
    const { cookie } = await signInThroughApi(playwright)
    await expectAccepted(request, cookie)
    const forgeries: [string, string][] = [
      ...sealParts.map((name, index): [string, string] => [
        `with its ${name} changed`,
        withPartChanged(cookie, index),
      ]),
      [
        'with its expiry pushed a day later',
        withPartChanged(cookie, 5, (expiry) => String(Number(expiry) + 86_400_000)),
      ],
      ['with its expiry not a number', withPartChanged(cookie, 5, () => 'later')],
      ['with another format version', cookie.replace(/~\d+$/, '~1')],
      ['cut short', cookie.slice(0, -8)],
      ['of random characters', randomBytes(96).toString('base64url')],
      [
        'sealed with another key',
        await sealData({ signedIn: true, expiresAt: inOneHour() } satisfies AdminSession, {
          password: randomBytes(32).toString('hex'),
        }),
      ],
      [
        'written in the clear',
        encodeURIComponent(JSON.stringify({ signedIn: true, expiresAt: inOneHour() })),
      ],
      ['that is empty', ''],
    ]
    for (const [description, forged] of forgeries) {
      await expectRefusedEverywhere(request, forged, `with a cookie ${description}`)
    }
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

    const marker = `surface${Date.now()}`
    await submitContact(request, { lastName: marker })
    const read = () =>
      request.get(`/api/admin/contacts?q=${marker}`, {
        headers: { Cookie: `${ADMIN_COOKIE}=${cookie}` },
      })
    const { items } = (await (await read()).json()) as { items: { id: string }[] }
    expect(items).toHaveLength(1)
    const deletion = await request.delete(`/api/admin/contacts/${items[0]!.id}`, {
      headers: { ...FROM_THIS_SITE, Cookie: `${ADMIN_COOKIE}=${cookie}` },
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
  const expires = Date.parse(attributes.get('expires') ?? '')
  expect(expires).toBeGreaterThan(Date.now())
  expect(expires).toBeLessThanOrEqual(Date.now() + lifetimeSeconds * 1000)
  // Secure whenever PUBLIC_SITE_URL is https. This server runs on plain http://localhost, where
  // browsers would drop a Secure cookie, so here the flag must be absent (and present on https).
  expect(attributes.has('secure')).toBe(
    new URL(serverConfig().PUBLIC_SITE_URL).protocol === 'https:',
  )

  const signOut = adminEndpoints.find((endpoint) => endpoint.access === 'anyone')!
  const [cleared] = setCookieHeaders(await send(request, signOut, { cookie }))
  expect(cleared).toMatch(new RegExp(`^${ADMIN_COOKIE}=;`))
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
    ['with an expired session', await sealSession({ signedIn: true, expiresAt: Date.now() - 1 })],
    ['with a tampered cookie', withPartChanged(cookie, 0)],
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
    await context.addCookies([{ name: ADMIN_COOKIE, value: sessionCookie, url: E2E_ORIGIN }])
  }
  return context.newPage()
}
