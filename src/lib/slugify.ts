/**
 * Lowercase words and digits joined by hyphens, accents dropped ("Données privées" becomes
 * "donnees-privees"): heading anchors, legal section ids and portrait seeds.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
