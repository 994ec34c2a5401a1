import { describe, expect, it } from 'vitest'
import { deferScripts, loadedScripts } from '../../scripts/defer-scripts'

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

  it("reads back the scripts a rewritten page's loader adds (the build marks them, compile-hints.ts)", () => {
    expect(loadedScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
    ])
    expect(loadedScripts(page)).toEqual([])
  })

  it('changes nothing the second time, nor on a page without chunk scripts', () => {
    expect(deferScripts(html)).toBe(html)
    const plain = '<html><body><p>No scripts</p></body></html>'
    expect(deferScripts(plain)).toBe(plain)
  })
})

describe('the loader', () => {
  /**
   * Runs the loader against a stand-in page that paints at once. Messages between the loader's
   * MessageChannel ports wait in `tasks` until the test runs them, one task at a time.
   */
  function runLoader() {
    const loader = /<script data-deferred-scripts="">([\s\S]*?)<\/script>/.exec(
      deferScripts(page),
    )![1]!
    const added: string[] = []
    const tasks: (() => void)[] = []
    const document = {
      createElement: () => ({ src: '' }),
      head: { appendChild: (script: { src: string }) => added.push(script.src) },
    }
    class PaintObserver {
      constructor(private readonly callback: (list: unknown) => void) {}
      observe() {
        this.callback({ getEntriesByName: (name: string) => [name] })
      }
    }
    class QueuedChannel {
      port1: { onmessage?: () => void } = {}
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) }
    }
    new Function('document', 'PerformanceObserver', 'MessageChannel', 'addEventListener', loader)(
      document,
      PaintObserver,
      QueuedChannel,
      () => {},
    )
    return { added, runTask: () => tasks.shift()?.() }
  }

  it('adds the scripts in order, one per task, once the page has painted', () => {
    const { added, runTask } = runLoader()
    expect(added).toEqual([])
    runTask()
    expect(added).toEqual(['/_next/static/chunks/a.js'])
    runTask()
    expect(added).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js'])
    runTask()
    expect(added).toHaveLength(2)
  })
})
