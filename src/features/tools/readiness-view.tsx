import { useLocale, useTranslations } from 'next-intl'
import type { ProductAnchorId } from '@/content/navigation'
import { site } from '@/content/site'
import { contentIn } from '@/i18n/content'
import { messagesFor } from '@/i18n/messages'
import type { FinderReason } from '@/lib/product-finder'
import { answersQuery, readAnswers, readinessSearch, readinessSources } from '@/lib/readiness'
import { ReadinessCheck, type ReadinessArticle } from './readiness-check'
import { ToolPage } from './tool-page'
import { Explanation } from './tool-views'

// One tool's page, in the page's language (docs/decisions/0033-offer-check.md: a module of its
// own, so the page loads only its own tool's script).

/** The query of a page request, as Next gives it to a page. */
type SearchParams = Readonly<Record<string, string | string[] | undefined>>

/**
 * The funding readiness check (issue 39): rendered per request, so the answers in the address
 * (from a shared link, a reload, or the form sent without JavaScript) give the result at once.
 * The browser gets the check's words without the articles' quotes, and the cited articles' titles.
 */
export function ReadinessView({
  searchParams,
  articles,
}: {
  searchParams: SearchParams
  /** Every article in the page's language: its English slug, address and title. */
  articles: readonly { slug: string; href: string; title: string }[]
}) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  const { text, citedArticles } = readinessSources(contentIn(locale).readiness)
  const cited = Object.fromEntries(
    articles
      .filter((article) => citedArticles.includes(article.slug))
      .map(({ slug, href, title }) => [slug, { href, title }]),
  ) as Record<string, ReadinessArticle>
  const products = Object.fromEntries(
    contentIn(locale).financialProducts.map((product) => [product.id, product.title]),
  ) as Record<ProductAnchorId, string>
  const reasons = messagesFor(locale).ProductFinder.reasons as Record<FinderReason, string>
  return (
    <ToolPage
      slug="funding-readiness"
      title={t('readiness.title')}
      description={t('readiness.description')}
      namespace="Readiness"
    >
      <ReadinessCheck
        text={text}
        articles={cited}
        products={products}
        reasons={reasons}
        initialQuery={answersQuery(readAnswers(readinessSearch(searchParams)))}
        supportEmail={site.supportEmail}
      />
      <div data-print-hide>
        <Explanation
          id="how-title"
          title={t('readiness.howTitle')}
          paragraphs={[t('readiness.how1'), t('readiness.how2')]}
        />
      </div>
    </ToolPage>
  )
}
