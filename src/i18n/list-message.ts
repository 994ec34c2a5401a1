/**
 * The items of a list message: catalogues hold a short list (menu entries, table columns, the
 * hero's rotating words) as one message, its items separated by "|", so both languages keep the
 * same number of items (src/i18n/messages.test.ts).
 */
export function listMessage(message: string): string[] {
  return message.split('|').map((item) => item.trim())
}
