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
