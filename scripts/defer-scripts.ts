/**
 * Scripts after the first paint (issue 20, decision 0023). Next writes its chunks into a
 * prerendered page as `<script src async>` tags plus a script preload in the head, so on a slow
 * link they download alongside the stylesheet and the font and the page's largest text paints
 * late. After `next build`, every prerendered page gets one inline loader instead, which adds the
 * same scripts once the page's first content has painted (or a few seconds after the load event
 * in a tab that paints nothing). Pages rendered per request get the same rewrite from the built
 * server as they are sent (scripts/standalone/deferred-pages.ts), except the admin's, whose
 * policy allows only scripts that carry its nonce.
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
  // background) loads them a few seconds after its load event. Each script is added in a task of
  // its own, passed on by a MessageChannel (which a faked clock does not hold either): adding all
  // eleven or so in one callback made one long task of 10-40 ms on this machine's traces.
  const loader =
    `<script ${MARKER}="">(function(){var done=false;function load(){if(done)return;done=true;` +
    `var sources=${JSON.stringify(sources)},channel=new MessageChannel();` +
    `channel.port1.onmessage=function(){var script=document.createElement("script");` +
    `script.src=sources.shift();document.head.appendChild(script);` +
    `if(sources.length)channel.port2.postMessage(0)};channel.port2.postMessage(0)}` +
    `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)load()})` +
    `.observe({type:"paint",buffered:true})}catch(error){load()}` +
    `addEventListener("load",function(){setTimeout(load,${FALLBACK_MS})})})()</script>`
  return rewritten.replace('</body>', `${loader}</body>`)
}

/**
 * Rewrites every prerendered page under a build's `server/app` folder; returns the scripts their
 * loaders add, the chunks some page runs at start-up.
 */
export function deferScriptsInBuild(appFolder: string): Set<string> {
  const startup = new Set<string>()
  for (const entry of readdirSync(appFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = readFileSync(file, 'utf8')
    const next = deferScripts(html)
    if (next !== html) writeFileSync(file, next)
    for (const source of loadedScripts(next)) startup.add(source)
  }
  return startup
}

/** The scripts a rewritten page's loader adds, in order; none for a page without a loader. */
export function loadedScripts(html: string): string[] {
  const sources = new RegExp(`<script ${MARKER}="">[^<]*?var sources=(\\[[^\\]]*\\])`).exec(html)
  return sources ? (JSON.parse(sources[1]!) as string[]) : []
}
