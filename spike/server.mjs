// A small static server for dist/ with gzip (issue 20 spike). PORT (default 4400).
// SPIKE_API_ORIGIN, when set, passes /api/* through to a running Next server (forms, chat).
import { createServer, request as httpRequest } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.join(path.dirname(new URL(import.meta.url).pathname), process.env.SPIKE_DIST ?? 'dist')
const port = Number(process.env.PORT ?? 4400)
const apiOrigin = process.env.SPIKE_API_ORIGIN
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}
const compressible = /^(text\/|image\/svg|application\/json)/
const gzCache = new Map()

async function find(urlPath) {
  let file = path.join(root, path.normalize(decodeURIComponent(urlPath)))
  if (!file.startsWith(root)) return null
  try {
    if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html')
    await stat(file)
    return file
  } catch {
    return null
  }
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (apiOrigin && url.pathname.startsWith('/api/')) {
    const target = new URL(url.pathname + url.search, apiOrigin)
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
    return
  }
  const file = await find(url.pathname)
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    return
  }
  const type = url.pathname.startsWith('/avatars/') ? types['.svg'] : (types[path.extname(file)] ?? 'application/octet-stream')
  const headers = {
    'Content-Type': type,
    'Cache-Control': url.pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  }
  let body = await readFile(file)
  if (compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(body))
    body = gzCache.get(file)
    headers['Content-Encoding'] = 'gzip'
  }
  headers['Content-Length'] = body.length
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}).listen(port, '127.0.0.1', () => console.log(`spike on http://localhost:${port}`))
