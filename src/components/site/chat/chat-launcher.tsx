'use client'

import { MessageCircle, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { LazyComponent } from '@/lib/lazy-component'

const loadPanel = () => import('./chat-panel').then((module) => module.ChatPanel)

/**
 * The round chat button on every public page. The chat's own code is fetched when the pointer or
 * the keyboard reaches the button, or when it is pressed, so it is not part of a page's first load.
 */
export function ChatLauncher({
  signupUrl,
  supportEmail,
}: {
  signupUrl: string
  supportEmail: string
}) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const t = useTranslations('Chat')

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    <>
      <LazyComponent
        load={loadPanel}
        wanted={open}
        props={{ onClose: close, signupUrl, supportEmail }}
      />
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? t('minimize') : t('open')}
        aria-expanded={open}
        aria-controls="chat-panel"
        onPointerEnter={() => void loadPanel()}
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
