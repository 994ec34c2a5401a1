'use client'

import { useEffect, useRef } from 'react'

/** The key that focuses the notification region, and the region's name (Radix's defaults). */
export const NOTIFICATIONS_HOTKEY = 'F8'
export const NOTIFICATIONS_LABEL = `Notifications (${NOTIFICATIONS_HOTKEY})`
/** The list that holds the notifications, bottom right. */
export const notificationListClassName =
  'fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:p-6'

/**
 * The notification region until its code has loaded (decision 0013): the landmark and empty list
 * Radix's toast viewport renders, so F8, or a screen reader's landmark list, finds it on a fresh
 * page. Focus in it asks for the real region, which takes the focus over.
 */
export function ToasterStandIn({ onFocusChange }: { onFocusChange: (focused: boolean) => void }) {
  const listRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code === NOTIFICATIONS_HOTKEY) listRef.current?.focus()
    }
    document.addEventListener('keydown', focusOnHotkey)
    return () => document.removeEventListener('keydown', focusOnHotkey)
  }, [])
  return (
    <div
      role="region"
      aria-label={NOTIFICATIONS_LABEL}
      tabIndex={-1}
      // Like Radix's empty viewport: the padded list must not catch clicks meant for the page.
      className="pointer-events-none"
      onFocus={() => onFocusChange(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange(false)
      }}
    >
      <ol ref={listRef} tabIndex={-1} className={notificationListClassName} />
    </div>
  )
}
