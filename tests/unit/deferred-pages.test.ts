import { createServer, type RequestListener, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadedScripts } from '../../scripts/defer-scripts'
import { acceptsGzip, withDeferredPages } from '../../scripts/standalone/deferred-pages'

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '</head><body><h1>Offre vérifiée</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('')

/**
 * A stand-in for Next's server: its own compression first (router-server.js applies it to every
 * response), then the page written the way pipe-readable.ts writes a page rendered per request
 * (headers set, flushHeaders, the body in pieces that need not end at a tag, end), or a route's
 * own answer.
 */
type Middleware = (...parts: [...Parameters<RequestListener>, next: () => void]) => void
const compress = (
  createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware
)()
const next: RequestListener = (request, response) => {
  compress(request, response, () => {})
  const url = new URL(request.url!, 'http://localhost')
  const headers: Record<string, string> = {
    '/page': 'text/html; charset=utf-8',
    '/admin-like': 'text/html; charset=utf-8',
    '/data': 'application/json',
  }
  if (url.pathname === '/unchanged') {
    response.statusCode = 304
    response.end()
    return
  }
  response.setHeader('Content-Type', headers[url.pathname] ?? 'text/plain')
  if (url.pathname === '/admin-like')
    response.setHeader('Content-Security-Policy', "script-src 'nonce-abc' 'strict-dynamic'")
  const body = url.pathname === '/data' ? '{"ok":true}' : PAGE
  response.flushHeaders()
  // Pieces cut inside a script tag and inside the é's two bytes.
  const bytes = Buffer.from(body)
  const cuts = [...new Set([0, 90, 131, bytes.indexOf('é') + 1, bytes.length])]
    .filter((cut) => cut <= bytes.length)
    .sort((a, b) => a - b)
  for (let index = 0; index + 1 < cuts.length; index++) {
    response.write(bytes.subarray(cuts[index], cuts[index + 1]))
    ;(response as unknown as { flush?: () => void }).flush?.()
  }
  response.end()
}

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer(withDeferredPages(next))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' }

/** The raw answer, undecoded (fetch would decode gzip and hide which encoding was sent). */
async function get(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

describe('pages rendered per request, on their way out of the built server', () => {
  it("get the prerendered pages' loader in place of Next's script tags, compressed", async () => {
    const answer = await get('/page', BROWSER)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
    const html = gunzipSync(answer.body).toString('utf8')
    expect(loadedScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
    expect(html).not.toContain('async=""')
    expect(html).not.toContain('rel="preload" as="script"')
    expect(html).toContain('<h1>Offre vérifiée</h1>')
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
  })

  it('are sent uncompressed, rewritten, to a browser that does not accept gzip', async () => {
    for (const encoding of ['identity', 'gzip;q=0, br']) {
      const answer = await get('/page', { ...BROWSER, 'accept-encoding': encoding })
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(loadedScripts(answer.body.toString('utf8'))).toHaveLength(2)
    }
  })

  it('keep their script tags where the policy allows only scripts with a nonce', async () => {
    const answer = await get('/admin-like', { ...BROWSER, 'accept-encoding': 'identity' })
    expect(answer.body.toString('utf8')).toBe(PAGE)
  })

  it('leave anything else as Next sends it: other types, other requests, bodiless answers', async () => {
    const data = await get('/data', BROWSER)
    expect(data.body.toString('utf8')).toBe('{"ok":true}')
    // Not a page request (a script's fetch, with no text/html in its Accept): Next compresses it.
    const fetched = await get('/page', { accept: '*/*', 'accept-encoding': 'gzip' })
    expect(fetched.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(fetched.body).toString('utf8')).toBe(PAGE)
    const unchanged = await get('/unchanged', BROWSER)
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
  })
})

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding header with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('br, *;q=0')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})
