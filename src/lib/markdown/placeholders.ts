import { formatAddress, site } from '@/content/site'

/** Values that written content refers to as {{name}}, so copy follows the site's settings. */
const placeholderValues: Record<string, string> = {
  brand: site.name,
  legalName: site.legalName,
  supportEmail: site.supportEmail,
  address: formatAddress(site.address),
}

/** Replaces {{name}} placeholders; an unknown name is an error, so a typo cannot reach a page. */
export function fillPlaceholders(text: string, source: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = placeholderValues[name]
    if (value === undefined) throw new Error(`${source}: unknown placeholder {{${name}}}`)
    return value
  })
}
