import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT, markCompiledOnLoad, withCompileHint } from '../../scripts/compile-hints'

describe('compile hints', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  it('put the hint on the first line, once', () => {
    const marked = withCompileHint('(globalThis.TURBOPACK||[]).push([])')
    expect(marked).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])')
    expect(withCompileHint(marked)).toBe(marked)
  })

  it('mark the listed chunks of a build and leave the others lazy', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
    folders.push(build)
    const chunks = path.join(build, 'static', 'chunks')
    mkdirSync(chunks, { recursive: true })
    for (const name of ['react.js', 'page.js', 'chat-panel.js'])
      writeFileSync(path.join(chunks, name), `/* ${name} */`)
    const startup = ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js']

    expect(markCompiledOnLoad(build, startup)).toBe(2)
    expect(readFileSync(path.join(chunks, 'react.js'), 'utf8')).toBe(
      `${COMPILE_HINT}/* react.js */`,
    )
    expect(readFileSync(path.join(chunks, 'page.js'), 'utf8')).toBe(`${COMPILE_HINT}/* page.js */`)
    expect(readFileSync(path.join(chunks, 'chat-panel.js'), 'utf8')).toBe('/* chat-panel.js */')
    // A second build step over the same folder changes nothing.
    expect(markCompiledOnLoad(build, startup)).toBe(0)
  })
})
