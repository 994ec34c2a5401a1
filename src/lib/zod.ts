import { z } from 'zod'

// Zod compiles object parsers with `new Function` when it can, and probes for that when a schema
// is built. The Content-Security-Policy allows no eval, so in a browser the probe is refused and
// reported as a violation; the interpreted parser is fast enough for forms and API bodies.
z.config({ jitless: true })

/** Zod, configured for this site: import `z` from here, never from 'zod' (ESLint enforces it). */
export { z }
