import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageViewsBetween } from '../db/repositories/page-views'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { teamDay } from '../team-time'
import { startPageViewCounter } from './page-views'

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** A page request as a browser sends it, with `extra` headers; answers the status. */
function open(port: number, path: string, extra: Record<string, string> = {}, method = 'GET') {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        port,
        path,
        method,
        headers: {
          'user-agent': BROWSER,
          accept: 'text/html,application/xhtml+xml',
          'sec-fetch-dest': 'document',
          ...extra,
        },
      },
      (response) => {
        response.resume()
        // The server counts once its answer is sent: let that event run before going on.
        response.on('end', () => setImmediate(() => resolve(response.statusCode ?? 0)))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe.each(testDatabaseKinds)('counting page views on a real server, stored on %s', (kind) => {
  let test: TestDatabase
  let server: http.Server
  let port: number
  let store: () => Promise<void>
  const today = () => teamDay(new Date())

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    store = startPageViewCounter(test.db, new Set(['/about-us', '/']))
    // Answers as Next does: status and headers set on the response, then the body.
    server = http.createServer((request, response) => {
      // As Next does, the path of an absolute target (`GET http://any.host/about-us`) is served.
      const path = new URL(request.url!, 'http://localhost').pathname
      const answer = (status: number, type: string, body: string) => {
        response.statusCode = status
        response.setHeader('content-type', type)
        response.end(body)
      }
      if (path === '/about-us' || path === '/') answer(200, 'text/html; charset=utf-8', '<p>About')
      else if (path === '/api/contacts') answer(200, 'application/json', '[]')
      else if (path === '/About-Us') answer(308, 'text/plain', '/about-us')
      // A page answered for any address under it: the site has none, but nothing may rely on that.
      else if (path.startsWith('/catch-all/')) answer(200, 'text/html; charset=utf-8', '<p>Any')
      else answer(404, 'text/html; charset=utf-8', '<p>Not found')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await store()
    await new Promise((resolve) => server.close(resolve))
    await test.destroy()
  })

  it('counts pages sent to browsers, per path and day, and nothing else', async () => {
    await store() // whatever an earlier database's run left
    expect(await open(port, '/about-us')).toBe(200)
    expect(await open(port, '/about-us?utm_source=newsletter')).toBe(200)
    expect(await open(port, '/')).toBe(200)
    // Not counted: client-side navigations and prefetches, bots and headless browsers, other
    // methods, the API, redirects and missing pages.
    await open(port, '/about-us', { rsc: '1' })
    await open(port, '/about-us', { 'next-router-prefetch': '1' })
    await open(port, '/about-us', { 'sec-purpose': 'prefetch;prerender' })
    await open(port, '/about-us', { 'sec-fetch-dest': 'empty' })
    await open(port, '/about-us', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    await open(port, '/about-us', {
      'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0 Safari/537.36',
    })
    await open(port, '/about-us', { 'user-agent': '' })
    await open(port, '/about-us', {}, 'HEAD')
    await open(port, '/api/contacts')
    expect(await open(port, '/About-Us')).toBe(308)
    expect(await open(port, '/no-such-page')).toBe(404)

    await store()
    expect(await pageViewsBetween(test.db, today(), today())).toEqual([
      { path: '/about-us', views: 2 },
      { path: '/', views: 1 },
    ])
  })

  it('adds each minute’s counts to the day’s total', async () => {
    await open(port, '/about-us')
    await store()
    const [about] = await pageViewsBetween(test.db, today(), today())
    expect(about).toEqual({ path: '/about-us', views: 3 })
    expect(await pageViewsBetween(test.db, '2000-01-01', '2000-01-31')).toEqual([])
  })

  it('counts only the site’s pages: made-up paths and hosts add no row', async () => {
    await store()
    const before = await pageViewsBetween(test.db, today(), today())
    for (let index = 0; index < 50; index += 1) {
      expect(await open(port, `/catch-all/made-up-${index}`)).toBe(200)
      expect(await open(port, `http://made-up-${index}.example/about-us?x=${index}`)).toBe(200)
      expect(await open(port, `http://made-up-${index}.example/catch-all/${index}`)).toBe(200)
    }
    await store()
    const after = await pageViewsBetween(test.db, today(), today())
    expect(after.map((row) => row.path).sort()).toEqual(['/', '/about-us'])
    // The absolute targets were views of /about-us, stored under its path alone.
    const views = (rows: typeof after) => rows.find((row) => row.path === '/about-us')?.views ?? 0
    expect(views(after) - views(before)).toBe(50)
  })
})
