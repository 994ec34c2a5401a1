import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { Markdown } from '@/components/site/markdown'
import { PageContents } from '@/components/site/page-contents'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/page-metadata'
import type { LegalDocument } from '@/server/content/legal-documents'
import type { WithBodyHtml } from '@/server/content/markdown'

/** The metadata of the privacy policy or the terms, in one language. */
export async function legalMetadata(
  locale: Locale,
  document: 'privacy' | 'terms',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Legal' })
  return pageMetadata({
    title: t(`${document}Title`),
    description: t(`${document}Description`),
    path: document === 'privacy' ? '/privacy-terms' : '/terms-of-service',
    locale,
  })
}

/**
 * A legal document, in the page's language. `withContents` adds a sticky list of sections beside the text on wide
 * screens (the /privacy-terms version); the other version is a single centred column.
 */
export function LegalPage({
  kind,
  document,
  withContents = false,
}: {
  kind: 'privacy' | 'terms'
  document: WithBodyHtml<LegalDocument>
  withContents?: boolean
}) {
  const t = useTranslations('Legal')
  return (
    <div className="bg-white">
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-14 pb-10 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {t(`${kind}Title`)}
          </h1>
          <p className="mt-4 text-ink-muted">{t('lastUpdated', { date: document.lastUpdated })}</p>
          {document.amended ? (
            <p className="mt-1 text-ink-muted">{t('amended', { date: document.amended })}</p>
          ) : null}
        </div>
      </header>
      <div
        className={
          withContents
            ? 'mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8'
            : 'mx-auto max-w-3xl px-4 py-12 sm:px-6'
        }
      >
        {withContents ? <PageContents sections={document.sections} /> : null}
        <article className="max-w-3xl">
          <Markdown html={document.bodyHtml} />
        </article>
      </div>
    </div>
  )
}
