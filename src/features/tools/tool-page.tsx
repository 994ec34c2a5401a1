import type { Metadata } from 'next'
import { NextIntlClientProvider, useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/site/json-ld'
import { PageHero } from '@/components/site/page-hero'
import { pathIn } from '@/content/french-routes'
import { toolPath, type FundingToolSlug, type ListedFundingTool } from '@/content/tools'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { clientMessagesWith } from '@/i18n/messages'
import { pageMetadata } from '@/lib/page-metadata'
import { toolStructuredData } from '@/lib/structured-data'

/** A tool as the pages of one language list it: its name and its one-sentence summary. */
export function toolIn(locale: Locale, slug: FundingToolSlug): ListedFundingTool {
  return contentIn(locale).fundingTools.find((tool) => tool.slug === slug)!
}

/** A tool page's metadata: the tool's title and summary, at its own address, in one language. */
export function toolMetadata(locale: Locale, slug: FundingToolSlug): Metadata {
  const tool = toolIn(locale, slug)
  return pageMetadata({
    title: tool.title,
    description: tool.summary,
    path: toolPath(slug),
    locale,
  })
}

/** The catalogue namespace of each tool's own words (its Client Component's). */
export type ToolNamespace =
  | 'TermLoan'
  | 'CashAdvance'
  | 'CreditLine'
  | 'Factoring'
  | 'ProductFinder'
  | 'OfferCheck'
  | 'Readiness'

/**
 * Every tool page: its hero, its structured data, then the tool and what follows it. The tool's
 * words reach its Client Components through a provider of this page's own: the shared
 * `Calculator` namespace and the tool's (`namespace`), with any other its components use
 * (`moreWords`: the offer check's lead form), so no other page of the site carries them.
 */
export function ToolPage({
  slug,
  title,
  description,
  namespace,
  moreWords = [],
  children,
}: {
  slug: FundingToolSlug
  title: string
  description: string
  namespace: ToolNamespace
  moreWords?: readonly 'OfferLead'[]
  children: ReactNode
}) {
  const locale = useLocale()
  const t = useTranslations('ToolPages')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={title} description={description} />
      <JsonLd
        data={toolStructuredData(
          { ...toolIn(locale, slug), path: pathIn(locale, toolPath(slug)) },
          locale,
        )}
      />
      <NextIntlClientProvider
        locale={locale}
        messages={clientMessagesWith(locale, ['Calculator', namespace, ...moreWords])}
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:px-8">{children}</div>
      </NextIntlClientProvider>
    </>
  )
}
