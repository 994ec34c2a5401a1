import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fillPlaceholders } from '@/lib/markdown/placeholders'
import { slugify } from '@/lib/slugify'

export type LegalDocument = {
  lastUpdated: string
  /** The date of the latest amendment, from an optional 'Amended: <date>' second line. */
  amended?: string
  body: string
  sections: { id: string; title: string }[]
}

/**
 * Reads content/legal/<name>.md: the 'Last updated' line (the document's own date), an optional
 * 'Amended' line right after it, the body, and its sections.
 */
export function loadLegalDocument(name: 'privacy-policy' | 'terms-of-service'): LegalDocument {
  const file = `content/legal/${name}.md`
  const source = fillPlaceholders(readFileSync(path.join(process.cwd(), file), 'utf8'), file)
  const match = /^Last updated:\s*(.+)$/m.exec(source)
  if (!match) throw new Error(`${file}: the first line must be "Last updated: <date>"`)
  let body = source.replace(match[0], '').trim()
  const amendment = /^Amended:\s*(.+)$/.exec(body.split('\n', 1)[0]!)
  if (amendment) body = body.slice(amendment[0].length).trim()
  const sections = [...body.matchAll(/^## (.+)$/gm)].map(([, title]) => ({
    title: title!.trim(),
    id: slugify(title!),
  }))
  return {
    lastUpdated: match[1]!.trim(),
    ...(amendment ? { amended: amendment[1]!.trim() } : {}),
    body,
    sections,
  }
}
