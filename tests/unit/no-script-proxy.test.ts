import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNoScriptProxy, stripScripts, type NoScriptProxy } from '../../bench/no-script-proxy'

const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_next/static/css/a.css">
<link rel="preload" href="/_next/static/chunks/main.js" as="script" fetchPriority="low">
<link as="script" rel="preload" href="/_next/static/chunks/b.js">
<link rel="modulepreload" href="/m.js">
<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin="">
<script src="/_next/static/chunks/webpack.js" async=""></script>
<script type="application/ld+json">{"@type":"Article"}</script>
</head><body><h1>Title</h1><p>Text</p>
<script>self.__next_f.push([1,"<p>payload</p>"])</script>
<SCRIPT>alert(1)</SCRIPT ></body></html>`

describe('the no-JavaScript limit', () => {
  it('removes every script and script preload, and keeps styles, fonts and content', () => {
    const stripped = stripScripts(page)
    expect(stripped).not.toMatch(/<script/i)
    expect(stripped).not.toMatch(/as="script"|modulepreload/)
    expect(stripped).toContain('<link rel="stylesheet" href="/_next/static/css/a.css">')
    expect(stripped).toContain('as="font"')
    expect(stripped).toContain('<h1>Title</h1><p>Text</p>')
  })

  describe('through the proxy', () => {
    let origin: ReturnType<typeof createServer>
    let proxy: NoScriptProxy
    beforeAll(async () => {
      origin = createServer((request, response) => {
        if (request.url === '/style.css') {
          response.writeHead(200, { 'content-type': 'text/css' })
          response.end('h1{color:red}<script>')
          return
        }
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'x-kept': 'yes',
        })
        response.end(gzipSync(page))
      })
      await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
      proxy = await startNoScriptProxy(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`)
    })
    afterAll(async () => {
      await proxy.close()
      await new Promise((resolve) => origin.close(resolve))
    })

    it('serves the page gzipped, without scripts, with the origin headers', async () => {
      const response = await fetch(`${proxy.url}/`)
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('x-kept')).toBe('yes')
      const html = await response.text()
      expect(html).toContain('<h1>Title</h1>')
      expect(html).not.toMatch(/<script/i)
    })

    it('passes everything but HTML through unchanged', async () => {
      expect(await (await fetch(`${proxy.url}/style.css`)).text()).toBe('h1{color:red}<script>')
    })
  })
})
