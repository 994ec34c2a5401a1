/**
 * A page's "no-JavaScript limit" (issue 20): the same server's page with every `<script>` and
 * script preload removed, served through a local proxy that passes everything else through
 * unchanged (styles, fonts, images, headers; gzip kept). Lighthouse on the proxy measures what
 * the page would cost if nothing hydrated, in the same run as the real page (`bench:lighthouse`).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

/** Removes every `<script>` element and every `<link>` that preloads a script. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? ''
      const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? ''
      const preloadsScript = rel === 'modulepreload' || (rel === 'preload' && as === 'script')
      return preloadsScript ? '' : tag
    })
}

export type NoScriptProxy = { url: string; close(): Promise<void> }

/** Starts the proxy in front of `target` (an origin such as http://localhost:3301). */
export async function startNoScriptProxy(target: string, port = 0): Promise<NoScriptProxy> {
  const origin = new URL(target)
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: origin.host },
      },
      (answer) => {
        const isHtml = /text\/html/i.test(String(answer.headers['content-type'] ?? ''))
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const gzipped = /gzip/i.test(String(answer.headers['content-encoding'] ?? ''))
          const raw = Buffer.concat(chunks)
          const html = stripScripts((gzipped ? gunzipSync(raw) : raw).toString('utf8'))
          const body = gzipped ? gzipSync(html) : Buffer.from(html)
          const headers = { ...answer.headers, 'content-length': String(body.length) }
          delete headers['transfer-encoding']
          response.writeHead(answer.statusCode ?? 502, headers)
          response.end(body)
        })
      },
    )
    upstream.on('error', () => {
      response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.address() as AddressInfo
  return {
    url: `http://localhost:${listening}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
