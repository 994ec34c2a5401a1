import 'server-only'

/**
 * How the site compares e-mail addresses (issue 35): one normal form, computed here and stored
 * beside every address kept (`email_normalized`), so a lookup is an equality on an indexed column
 * and never depends on the database's `lower()` (SQLite's folds ASCII only).
 */

/**
 * An address as it is compared: trimmed, lower-cased (all of Unicode: `É` is `é`) and in NFC, so
 * `é` typed as one character or as `e` and an accent is the same. Dots and `+tags` are kept: at
 * many providers they make another mailbox, which may be someone else's.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase().normalize('NFC')
}

/** The characters of an address's local part (RFC 5322 atext and dots, RFC 6531 letters). */
const LOCAL = String.raw`\p{L}\p{M}\p{N}.!#$%&'*+/=?^_\x60{|}~-`
/** The characters of one label of a domain. */
const LABEL = String.raw`\p{L}\p{M}\p{N}-`

/**
 * An address in running text. A match starts where a run of local-part characters starts (so
 * `malice@…` never yields `alice@…`) and takes the whole domain (so `alice@example.com.au` never
 * yields `alice@example.com`, even when a label is too long to be one). The lengths are RFC
 * 5321's; a run longer than a local part is not an address, which keeps the search linear too.
 */
const ADDRESS_IN_TEXT = new RegExp(
  `(?<![${LOCAL}])[${LOCAL}]{1,64}@[${LABEL}]{1,63}(?:\\.[${LABEL}]{1,63})+(?!\\.?[${LABEL}])`,
  'gu',
)

/**
 * The distinct addresses written in `text`, normalised. Quotes and dots around an address are not
 * part of it (`'alice@example.com'.`), nor are trailing hyphens of its domain.
 */
export function emailAddressesIn(text: string): string[] {
  const found = new Set<string>()
  for (const [match] of text.matchAll(ADDRESS_IN_TEXT)) {
    const at = match.indexOf('@')
    const local = match.slice(0, at).replace(/^['`.]+|\.+$/g, '')
    const domain = match.slice(at + 1).replace(/-+$/, '')
    if (local && domain.includes('.')) found.add(normalizeEmail(`${local}@${domain}`))
  }
  return [...found]
}
