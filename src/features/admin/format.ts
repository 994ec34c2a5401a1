/** docs/product.md, Admin: the submitted date-time in US short format, or 'Unknown'. */
export function formatSubmittedAt(value: string | null | undefined): string {
  if (!value) return 'Unknown'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return 'Unknown'
  return date.toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' })
}

export const MESSAGE_PREVIEW_LENGTH = 150

/** docs/product.md, Admin: messages longer than 150 characters are cut, with an ellipsis. */
export function previewMessage(message: string): string {
  return message.length > MESSAGE_PREVIEW_LENGTH
    ? `${message.slice(0, MESSAGE_PREVIEW_LENGTH)}...`
    : message
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome on macOS" from a session's user agent; enough to recognise one's own devices. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}

/**
 * A mailto: link to a stored address. Encoded, so an address stored before the e-mail rule refused
 * `?`, `&` or `,` cannot add recipients, a subject or a body; `@` is kept readable.
 */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replaceAll('%40', '@')}`
}

/**
 * A tel: link to a stored phone number: the digits before any extension ("ext", "x"), with a
 * leading + kept; none when there are no digits. Nothing else of what was typed reaches the link.
 */
export function telHref(phone: string): string | undefined {
  const number = phone.trim().split(/[a-z]/i)[0]!
  const digits = number.replace(/\D/g, '')
  if (!digits) return undefined
  return `tel:${number.startsWith('+') ? '+' : ''}${digits}`
}
