import { describe, expect, it } from 'vitest'
import { deferScripts } from '../../scripts/defer-scripts'

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><h1>Title</h1>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '</body></html>',
].join('')

describe('deferScripts', () => {
  const html = deferScripts(page)

  it('takes the chunk scripts and their preloads out of the page', () => {
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js" async="">')
    expect(html).not.toContain('<script src="/_next/static/chunks/turbopack-b.js" async="">')
    expect(html).not.toContain('rel="preload" as="script"')
  })

  it('loads the same scripts, in order, from one loader at the end of the body after the first paint', () => {
    const loader = /<script data-deferred-scripts="">([\s\S]*?)<\/script><\/body>/.exec(html)?.[1]
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/turbopack-b.js"]')
    expect(loader).toContain('"first-contentful-paint"')
    expect(loader).toMatch(/addEventListener\("load",function\(\)\{setTimeout\(load,\d+\)/)
  })

  it('keeps everything else: styles, the inline payload, structured data, the legacy script', () => {
    for (const part of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<h1>Title</h1>',
    ])
      expect(html).toContain(part)
  })

  it('changes nothing the second time, nor on a page without chunk scripts', () => {
    expect(deferScripts(html)).toBe(html)
    const plain = '<html><body><p>No scripts</p></body></html>'
    expect(deferScripts(plain)).toBe(plain)
  })
})
