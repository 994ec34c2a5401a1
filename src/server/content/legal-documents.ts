import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fillPlaceholders } from '@/lib/markdown/placeholders'
import { slugify } from '@/lib/slugify'

export type LegalDocument = {
  lastUpdated: string
  body: string
  sections: { id: string; title: string }[]
}

/** Reads content/legal/<name>.md: the 'Last updated' line, the body, and its sections. */
export function loadLegalDocument(name: 'privacy-policy' | 'terms-of-service'): LegalDocument {
  const file = `content/legal/${name}.md`
  const source = fillPlaceholders(readFileSync(path.join(process.cwd(), file), 'utf8'), file)
  const match = /^Last updated:\s*(.+)$/m.exec(source)
  if (!match) throw new Error(`${file}: the first line must be "Last updated: <date>"`)
  const body = source.replace(match[0], '').trim()
  const sections = [...body.matchAll(/^## (.+)$/gm)].map(([, title]) => ({
    title: title!.trim(),
    id: slugify(title!),
  }))
  return { lastUpdated: match[1]!.trim(), body, sections }
}
