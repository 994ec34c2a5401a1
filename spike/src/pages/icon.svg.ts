import { readFileSync } from 'node:fs'
import path from 'node:path'
// Built from the worktree root (see build.mjs), like the content loaders.
export function GET() {
  return new Response(readFileSync(path.join(process.cwd(), 'src/app/icon.svg')))
}
