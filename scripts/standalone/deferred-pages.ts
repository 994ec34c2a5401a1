/**
 * Scripts after the first paint on pages rendered per request too (decision 0023, issues 38 and
 * 39). The build gives every prerendered page its loader (scripts/defer-scripts.ts); a page
 * rendered per request (the offer check with offers in its address, the readiness check, the
 * newsletter's links, an unknown article's Coming Soon) is written by Next as it is asked for, so
 * the built server (start.mjs, compiled to deferred-pages.mjs by `npm run build`) applies the same
 * rewrite to it on its way out. Only a browser's request for a page is held: the page is read
 * whole (the public pages do not stream: none has a Suspense boundary), rewritten and compressed
 * here, since Next would otherwise compress it before it could be read. Anything else, and any
 * page whose policy allows only scripts with a nonce (the admin area: its loader would be
 * refused), is passed on as Next writes it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { gzip as gzipInBackground } from 'node:zlib'
import { deferScripts } from '../defer-scripts'

/** A browser's navigation to a public page: not an asset, an API, the admin or a client-side transition. */
export function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || request.headers.rsc) return false
  const path = (request.url ?? '/').split('?')[0]!
  if (/^\/(_next|api|admin)(\/|$)/.test(path)) return false
  return String(request.headers.accept ?? '').includes('text/html')
}

/**
 * Whether an Accept-Encoding header allows gzip: by its own entry's weight when it has one, else by
 * `*`'s (RFC 9110, 12.5.3: `*` stands for the codings not listed).
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const weights = new Map<string, number>()
  for (const entry of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = entry.trim().toLowerCase().split(';')
    const weight = parameters.map((part) => part.trim()).find((part) => part.startsWith('q='))
    weights.set(name.trim(), weight === undefined ? 1 : Number(weight.slice(2)))
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0
}

type Write = (
  this: ServerResponse,
  chunk: unknown,
  encoding?: unknown,
  callback?: unknown,
) => unknown

/**
 * Holds one page's response, then sends it rewritten. The first write or end decides from the
 * status and headers set by then whether it is a page to hold; until then nothing is sent.
 */
function holdPage(request: IncomingMessage, response: ServerResponse) {
  const gzip = acceptsGzip(request.headers['accept-encoding'])
  // Next compresses what it writes when the browser accepts it; this page is compressed below,
  // after its rewrite.
  delete request.headers['accept-encoding']
  const original = {
    write: response.write as Write,
    end: response.end as Write,
    flushHeaders: response.flushHeaders,
    writeHead: response.writeHead,
  }
  const chunks: Buffer[] = []
  let holding: boolean | undefined

  function decide(): boolean {
    if (holding !== undefined) return holding
    const type = String(response.getHeader('content-type') ?? '')
    const policy = String(response.getHeader('content-security-policy') ?? '')
    const bodiless = response.statusCode === 204 || response.statusCode === 304
    holding = !bodiless && type.startsWith('text/html') && !policy.includes("'nonce-")
    return holding
  }
  function keep(chunk: unknown, encoding: unknown) {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    )
  }
  const callbackOf = (...parts: unknown[]) =>
    parts.find((part): part is () => void => typeof part === 'function')

  // The status and headers are sent with the page, once it is rewritten: until then, writeHead
  // (which Next's compression calls before its first write) only records them.
  response.flushHeaders = function flushHeaders() {
    if (!decide()) original.flushHeaders.call(response)
  }
  response.writeHead = function writeHead(
    this: ServerResponse,
    status: number,
    ...parts: unknown[]
  ) {
    if (holding === false)
      return (original.writeHead as (...parts: unknown[]) => ServerResponse).call(
        this,
        status,
        ...parts,
      )
    response.statusCode = status
    if (typeof parts[0] === 'string') response.statusMessage = parts.shift() as string
    const headers = parts[0]
    if (Array.isArray(headers))
      for (let index = 0; index + 1 < headers.length; index += 2)
        response.setHeader(String(headers[index]), headers[index + 1] as string)
    else if (headers && typeof headers === 'object')
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value as string)
    return response
  } as ServerResponse['writeHead']
  response.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!decide()) return original.write.call(response, chunk, encoding, callback)
    keep(chunk, encoding)
    const done = callbackOf(encoding, callback)
    if (done) process.nextTick(done)
    return true
  } as ServerResponse['write']
  response.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!decide()) return original.end.call(response, chunk, encoding, callback)
    keep(chunk, encoding)
    holding = false
    const body = Buffer.from(deferScripts(Buffer.concat(chunks).toString('utf8')))
    const send = (sent: Buffer) => {
      response.setHeader('Content-Length', sent.length)
      original.end.call(response, sent, callbackOf(chunk, encoding, callback))
    }
    if (!gzip || body.length === 0) {
      send(body)
      return response
    }
    // Compressed off the main thread, as Next's own compression is; a failure sends it as it is.
    gzipInBackground(body, (error, zipped) => {
      if (response.destroyed) return
      if (error) return send(body)
      response.setHeader('Content-Encoding', 'gzip')
      const vary = String(response.getHeader('vary') ?? '')
      if (!/accept-encoding/i.test(vary))
        response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      send(zipped)
    })
    return response
  } as ServerResponse['end']
}

/** The server's request listener, with pages rendered per request rewritten on their way out. */
export function withDeferredPages(listener: RequestListener): RequestListener {
  return (request, response) => {
    if (isPageRequest(request)) holdPage(request, response)
    return listener(request, response)
  }
}
