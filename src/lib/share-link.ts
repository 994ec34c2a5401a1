'use client'

import { toast } from './toast'

/**
 * Shares a link of this site: the system share sheet where there is one, otherwise the link
 * copied to the clipboard with a notice (`copied` says what was copied; a page in another
 * language names the notice's titles in its words).
 */
export async function shareLink({
  title,
  path,
  copied,
  copiedTitle = 'Link copied',
  failedTitle = 'Could not copy the link',
}: {
  title: string
  path: string
  copied: string
  copiedTitle?: string
  failedTitle?: string
}) {
  const url = new URL(path, window.location.origin).toString()
  if (navigator.share) {
    try {
      await navigator.share({ title, url })
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return // The visitor closed the sheet.
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    toast({ title: copiedTitle, description: copied, variant: 'success' })
  } catch {
    toast({ title: failedTitle, description: url, variant: 'error' })
  }
}
