'use client'

import { X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'
import { preferredLocale } from '@/i18n/locales'
import { LANGUAGE_SUGGESTION_DISMISSED, LANGUAGE_SUGGESTION_KEY } from '@/lib/browser-storage'

/** Neither the browser's languages nor the dismissal change while the page is open. */
const noSubscription = () => () => {}

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_SUGGESTION_KEY) === LANGUAGE_SUGGESTION_DISMISSED
  } catch {
    return false // Storage blocked: suggest again on the next page.
  }
}

/**
 * A suggestion, in the other language, to read the page in it, for a browser that prefers that
 * language (issue 23): never a redirect. It offers the page's twin (`twins`, as the language switch
 * reads them) and, once dismissed, stays away in this browser.
 */
export function LanguageSuggestion({ twins }: { twins: Readonly<Record<string, string>> }) {
  const t = useTranslations('Shell')
  const locale = useLocale()
  const twin = twins[usePathname()]
  // The browser's languages are not known to the server: the page is prerendered without the
  // suggestion, and it appears once the page has hydrated.
  const suggested = useSyncExternalStore(
    noSubscription,
    () => {
      const preferred = preferredLocale(navigator.languages ?? [navigator.language])
      return Boolean(twin && preferred && preferred !== locale && !dismissed())
    },
    () => false,
  )
  const [closed, setClosed] = useState(false)

  if (!suggested || closed || !twin) return null

  function dismiss() {
    try {
      window.localStorage.setItem(LANGUAGE_SUGGESTION_KEY, LANGUAGE_SUGGESTION_DISMISSED)
    } catch {
      // Storage blocked: the suggestion still closes for this view.
    }
    setClosed(true)
  }

  return (
    <section
      lang={t('otherLanguageCode')}
      aria-label={t('suggestionLabel')}
      className="fixed inset-x-4 top-24 z-40 mx-auto max-w-sm animate-fade-in rounded-card border border-line bg-white p-4 pr-12 shadow-raised sm:right-6 sm:left-auto sm:mx-0"
    >
      <p className="text-sm font-medium text-ink">{t('suggestion')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={twin}
          hrefLang={t('otherLanguageCode')}
          className="inline-flex h-9 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('suggestionAccept')}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex h-9 items-center rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-surface"
        >
          {t('suggestionDismiss')}
        </button>
      </div>
      <button
        type="button"
        aria-label={t('suggestionClose')}
        onClick={dismiss}
        className="absolute top-3 right-3 rounded-full p-1.5 text-ink-subtle hover:bg-surface hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  )
}
