/**
 * Entry of the built server (copied to .next/standalone/start.mjs by `npm run build`): runs Next's
 * standalone server.js with the site's own graceful shutdown. Plain JavaScript, so a built copy
 * needs nothing but Node.js and its own node_modules.
 */
// Next leaves SIGTERM and SIGINT to src/server/startup.ts, which drains requests and deliveries.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

// Pages rendered per request load their scripts after the first paint, as prerendered ones do
// (deferred-pages.mjs, compiled from scripts/standalone/deferred-pages.ts): Next's server is
// created with its request listener wrapped.
const http = (await import('node:http')).default
const { withDeferredPages } = await import('./deferred-pages.mjs')
const createServer = http.createServer
http.createServer = function createServerWithDeferredPages(...parts) {
  const listener = parts.findIndex((part) => typeof part === 'function')
  if (listener >= 0) parts[listener] = withDeferredPages(parts[listener])
  return createServer.apply(this, parts)
}
await import('./server.js')
