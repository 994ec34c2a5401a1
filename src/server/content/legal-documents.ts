import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fillPlaceholders } from '@/lib/markdown/placeholders'
import { slugify } from '@/lib/slugify'
import { frenchTypography } from '@/lib/french-typography'
import type { Locale } from '@/i18n/locales'

export type LegalDocument = {
  lastUpdated: string
  /** The date of the latest amendment, from an optional 'Amended: <date>' second line. */
  amended?: string
  body: string
  sections: { id: string; title: string }[]
}

/** Each language's folder and the words of its date lines. */
const languages = {
  en: { folder: 'content/legal', updated: /^Last updated:\s*(.+)$/m, amended: /^Amended:\s*(.+)$/ },
  fr: {
    folder: 'content/fr/legal',
    updated: /^Dernière mise à jour\s*:\s*(.+)$/m,
    amended: /^Modifiée le\s+(.+)$/,
  },
} as const

/**
 * Reads a legal document in one language (content/legal/<name>.md, content/fr/legal/<name>.md):
 * the 'Last updated' line (the document's own date; « Dernière mise à jour » in French), an
 * optional 'Amended' line (« Modifiée le … ») right after it, the body, and its sections.
 */
export function loadLegalDocument(
  name: 'privacy-policy' | 'terms-of-service',
  locale: Locale = 'en',
): LegalDocument {
  const language = languages[locale]
  const file = `${language.folder}/${name}.md`
  const source = fillPlaceholders(readFileSync(path.join(process.cwd(), file), 'utf8'), file)
  const match = language.updated.exec(source)
  if (!match) throw new Error(`${file}: the first line must give the date it was last updated`)
  let body = source.replace(match[0], '').trim()
  const amendment = language.amended.exec(body.split('\n', 1)[0]!)
  if (amendment) body = body.slice(amendment[0].length).trim()
  const typeset = locale === 'fr' ? frenchTypography : (text: string) => text
  const sections = [...body.matchAll(/^## (.+)$/gm)].map(([, title]) => ({
    title: typeset(title!.trim()),
    id: slugify(title!),
  }))
  return {
    lastUpdated: match[1]!.trim(),
    ...(amendment ? { amended: amendment[1]!.trim() } : {}),
    body,
    sections,
  }
}
