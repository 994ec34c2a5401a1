/**
 * Entry of the built server (copied to .next/standalone/start.mjs by `npm run build`): runs Next's
 * standalone server.js with the site's own graceful shutdown. Plain JavaScript, so a built copy
 * needs nothing but Node.js and its own node_modules.
 */
// Next leaves SIGTERM and SIGINT to src/server/startup.ts, which drains requests and deliveries.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
await import('./server.js')
