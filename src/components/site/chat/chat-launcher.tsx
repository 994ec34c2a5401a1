'use client'

import dynamic from 'next/dynamic'
import { MessageCircle, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

const loadPanel = () => import('./chat-panel')
const ChatPanel = dynamic(() => loadPanel().then((module) => module.ChatPanel), { ssr: false })

/**
 * The round chat button on every public page. The chat's own code is fetched only when the
 * browser is idle or the visitor opens it, so it is not part of a page's first load.
 */
export function ChatLauncher({ signupUrl }: { signupUrl: string }) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const prefetch = () => void loadPanel()
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 10_000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(prefetch, 3000)
    return () => clearTimeout(timer)
  }, [])

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    <>
      {open ? <ChatPanel onClose={close} signupUrl={signupUrl} /> : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Minimize chat' : 'Open chat'}
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={() => (open ? close() : setOpen(true))}
        className="fixed right-4 bottom-4 z-[55] inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised transition-transform hover:scale-105 hover:bg-brand-700 sm:right-6 sm:bottom-6"
      >
        {open ? (
          <X aria-hidden className="size-6" />
        ) : (
          <MessageCircle aria-hidden className="size-6" />
        )}
      </button>
    </>
  )
}
