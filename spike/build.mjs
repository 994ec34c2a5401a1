// Astro 7 refuses Node < 22.12 in its CLI wrapper only; the programmatic API runs on Node 20.19+
// (Vite 8's floor). Run from the worktree root so src/server/content finds ./content.
import { build } from 'astro'
await build({ root: new URL('.', import.meta.url).pathname, logLevel: 'info' })
