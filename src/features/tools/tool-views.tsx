import type { Metadata } from 'next'
import { useLocale, useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { ClosingBanner } from '@/components/site/closing-banner'
import { InfoCard } from '@/components/site/info-card'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { hrefIn, pathIn } from '@/content/french-routes'
import type { ProductAnchorId } from '@/content/navigation'
import { toolPath } from '@/content/tools'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/page-metadata'

// The funding tools' index, and what the tools' pages share (issue 22), in the page's language:
// the English and French routes render the same view (docs/decisions/0028-french.md). Each tool's
// page is a module of its own (`term-loan-view.tsx`...), so it loads only its own tool's script
// (decision 0033). `articleHrefs`: each article's address in the page's language, by its English
// slug (`articleHrefsIn`, which features may not import: the page passes it).

export type ArticleHrefs = Record<string, string>

export async function toolsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'ToolPages' })
  return pageMetadata({
    title: t('indexMetaTitle'),
    description: t('indexMetaDescription'),
    path: '/tools',
    locale,
  })
}

/** The index: a card for each tool, and what the tools are not. */
export function ToolsView() {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('indexTitle')}
        description={t('indexDescription')}
      />
      <Section
        id="tools-title"
        title={t('indexListTitle')}
        hiddenTitle
        spacing="compact"
        gap="small"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {contentIn(locale).fundingTools.map((tool) => (
            <li key={tool.slug} className="flex">
              <InfoCard
                card={{ icon: tool.icon, title: tool.title, description: tool.summary }}
                className="relative hover:border-brand-300"
              >
                <Link
                  href={pathIn(locale, toolPath(tool.slug))}
                  className="mt-5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card hover:text-brand-800"
                >
                  {t('open', { tool: tool.title.toLowerCase() })}
                  <span aria-hidden> →</span>
                </Link>
              </InfoCard>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-sm text-ink-muted">{t('indexNote')}</p>
      </Section>
      <ClosingBanner />
    </>
  )
}

/** How a tool works its figures out: a heading and its paragraphs, after the tool. */
export function Explanation({
  id,
  title,
  paragraphs,
}: {
  id: string
  title: string
  paragraphs: string[]
}) {
  return (
    <section aria-labelledby={id} className="grid max-w-3xl gap-3 text-ink-muted">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  )
}

/** A section of the financial products page, in the page's language. */
export const productHref = (locale: Locale, id: ProductAnchorId) =>
  hrefIn(locale, `/financial-products#${id}`)
