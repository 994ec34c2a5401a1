'use client'

import { X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { privacyPolicyLink } from '@/components/site/privacy-policy-link'
import { Button } from '@/components/ui/button'
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '@/lib/browser-storage'

/** docs/product.md, Data and 4: the banner waits 5 s and never returns once 'Ok' stored consent. */
export const COOKIE_BANNER_DELAY_MS = 5000

function hasConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED
  } catch {
    return false // Storage blocked: ask again on each visit.
  }
}

export function CookieBanner() {
  const [visible, setVisible] = useState(false)
  const t = useTranslations('Cookie')
  const locale = useLocale()

  useEffect(() => {
    if (hasConsent()) return
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  if (!visible) return null

  function accept() {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED)
    } catch {
      // Storage blocked: the banner still closes for this view.
    }
    setVisible(false)
  }

  return (
    <section
      aria-label={t('label')}
      className="fixed inset-x-4 bottom-4 z-[60] mx-auto max-w-xl animate-fade-in rounded-card border border-line bg-white p-5 pr-12 shadow-raised sm:left-6 sm:mx-0"
    >
      <p className="text-sm leading-relaxed text-ink-muted">
        {t.rich('text', { link: privacyPolicyLink(locale) })}
      </p>
      <Button size="sm" className="mt-4" onClick={accept}>
        {t('ok')}
      </Button>
      <button
        type="button"
        aria-label={t('close')}
        onClick={() => setVisible(false)}
        className="absolute top-3 right-3 rounded-full p-1.5 text-ink-subtle hover:bg-surface hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  )
}
