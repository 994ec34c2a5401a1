import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { NewsletterLinkView } from '@/server/leads/newsletter-link'
import type { ConfirmOutcome, UnsubscribeOutcome } from '@/server/leads/subscription'
import { LinkOutcome } from './link-outcome'
import { confirmTones, unsubscribeTones } from './outcomes'

/** A link page is for its recipient only: named, never indexed. */
export async function newsletterLinkMetadata(
  locale: Locale,
  kind: 'confirm' | 'unsubscribe',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NewsletterLinks' })
  return { title: t(`${kind}Title`), robots: { index: false } }
}

/** The confirmation link's page: a button that confirms, then what happened (decision 0017). */
export async function ConfirmLinkView({
  locale,
  view,
}: {
  locale: Locale
  /** What the page's address asks for (`newsletterLinkView`). */
  view: NewsletterLinkView<ConfirmOutcome>
}) {
  const t = await getTranslations({ locale, namespace: 'NewsletterLinks' })
  if ('action' in view) {
    return (
      <LinkOutcome
        tone="info"
        title={t('confirmPrompt.title')}
        message={t('confirmPrompt.message')}
        action={{ url: view.action, button: t('confirmPrompt.button') }}
      />
    )
  }
  const { outcome } = view
  if (outcome === 'unavailable') return <Unavailable locale={locale} />
  return (
    <LinkOutcome
      tone={confirmTones[outcome]}
      title={t(`confirm.${outcome}.title`)}
      message={t(`confirm.${outcome}.message`)}
    />
  )
}

/**
 * The unsubscribe link's page: a button that unsubscribes, then what happened (decision 0017).
 * Mail clients' one-click POST to this address goes to the API instead (src/proxy.ts).
 */
export async function UnsubscribeLinkView({
  locale,
  view,
}: {
  locale: Locale
  /** What the page's address asks for (`newsletterLinkView`). */
  view: NewsletterLinkView<UnsubscribeOutcome>
}) {
  const t = await getTranslations({ locale, namespace: 'NewsletterLinks' })
  if ('action' in view) {
    return (
      <LinkOutcome
        tone="info"
        title={t('unsubscribePrompt.title')}
        message={t('unsubscribePrompt.message')}
        action={{ url: view.action, button: t('unsubscribePrompt.button') }}
      />
    )
  }
  const { outcome } = view
  if (outcome === 'unavailable') return <Unavailable locale={locale} />
  return (
    <LinkOutcome
      tone={unsubscribeTones[outcome]}
      title={t(`unsubscribe.${outcome}.title`)}
      message={t(`unsubscribe.${outcome}.message`)}
    />
  )
}

/** The database could not be reached: nothing changed. */
async function Unavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NewsletterLinks' })
  return (
    <LinkOutcome tone="problem" title={t('unavailable.title')} message={t('unavailable.message')} />
  )
}
