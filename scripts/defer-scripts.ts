/**
 * Scripts after the first paint (issue 20, decision 0023). Next writes its chunks into a
 * prerendered page as `<script src async>` tags plus a script preload in the head, so on a slow
 * link they download alongside the stylesheet and the font and the page's largest text paints
 * late. After `next build`, every prerendered page gets one inline loader instead, which adds the
 * same scripts once the page's first content has painted (or a few seconds after the load event
 * in a tab that paints nothing). Pages rendered per request (admin, newsletter links) are left as Next writes them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Next's own chunk tags: `<script src="/_next/static/chunks/….js" async=""></script>`. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
/** `<link rel="preload" as="script" …/>` in the head. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/?>/g
/** Marks a page already rewritten, so running twice changes nothing. */
const MARKER = 'data-deferred-scripts'
const FALLBACK_MS = 3000

/** One prerendered page with its chunk scripts loaded after the first paint. */
export function deferScripts(html: string): string {
  if (html.includes(MARKER)) return html
  const sources: string[] = []
  const rewritten = html
    .replace(CHUNK_SCRIPT, (_tag, source: string) => {
      sources.push(source)
      return ''
    })
    .replace(SCRIPT_PRELOAD, '')
  if (sources.length === 0 || !rewritten.includes('</body>')) return html
  // The first contentful paint comes from a PerformanceObserver, not a timer, so a page whose
  // clock is faked (the e2e tests) still loads its scripts; a tab that never paints (opened in the
  // background) loads them a few seconds after its load event.
  const loader =
    `<script ${MARKER}="">(function(){var done=false;function load(){if(done)return;done=true;` +
    `${JSON.stringify(sources)}.forEach(function(source){var script=document.createElement("script");` +
    `script.src=source;document.head.appendChild(script)})}` +
    `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)load()})` +
    `.observe({type:"paint",buffered:true})}catch(error){load()}` +
    `addEventListener("load",function(){setTimeout(load,${FALLBACK_MS})})})()</script>`
  return rewritten.replace('</body>', `${loader}</body>`)
}

/** Rewrites every prerendered page under a build's `server/app` folder; returns how many. */
export function deferScriptsInBuild(appFolder: string): number {
  let count = 0
  for (const entry of readdirSync(appFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = readFileSync(file, 'utf8')
    const next = deferScripts(html)
    if (next !== html) {
      writeFileSync(file, next)
      count += 1
    }
  }
  return count
}
