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
import { messagesFor } from '@/i18n/messages'
import { pageMetadata } from '@/lib/page-metadata'
import type { FinderReason } from '@/lib/product-finder'
import { answersQuery, readAnswers, readinessSearch, readinessSources } from '@/lib/readiness'
import { site } from '@/content/site'
import { ToolEnding } from './calculator-parts'
import { CashAdvanceCalculator } from './cash-advance-calculator'
import { CreditLineCalculator } from './credit-line-calculator'
import { FactoringCalculator } from './factoring-calculator'
import { ProductFinder } from './product-finder'
import { ReadinessCheck, type ReadinessArticle } from './readiness-check'
import { TermLoanCalculator } from './term-loan-calculator'
import { ToolPage, toolIn } from './tool-page'

// The funding tools' pages (issue 22), each in the page's language: the English and French
// routes render the same view (docs/decisions/0028-french.md). `articleHrefs`: each article's
// address in the page's language, by its English slug (`articleHrefsIn`, which features may not
// import: the page passes it).

type ArticleHrefs = Record<string, string>

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
function Explanation({
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
const productHref = (locale: Locale, id: ProductAnchorId) =>
  hrefIn(locale, `/financial-products#${id}`)

export function TermLoanView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="term-loan-calculator"
      title={t('termLoan.title')}
      description={t('termLoan.description')}
      namespace="TermLoan"
    >
      <TermLoanCalculator />
      <Explanation
        id="how-title"
        title={t('howTitle')}
        paragraphs={[t('termLoan.how1'), t('termLoan.how2')]}
      />
      <ToolEnding
        title={toolIn(locale, 'term-loan-calculator').title}
        product={{ label: t('termLoan.product'), href: productHref(locale, 'term-loans') }}
        article={{
          label: t('termLoan.article'),
          href: articleHrefs['business-loans-vs-line-of-credit-guide']!,
        }}
      />
    </ToolPage>
  )
}

export function CashAdvanceView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="merchant-cash-advance-calculator"
      title={t('cashAdvance.title')}
      description={t('cashAdvance.description')}
      namespace="CashAdvance"
    >
      <CashAdvanceCalculator />
      <Explanation
        id="factor-title"
        title={t('cashAdvance.howTitle')}
        paragraphs={[t('cashAdvance.how1'), t('cashAdvance.how2'), t('cashAdvance.how3')]}
      />
      <ToolEnding
        title={toolIn(locale, 'merchant-cash-advance-calculator').title}
        product={{
          label: t('cashAdvance.product'),
          href: productHref(locale, 'merchant-cash-advance'),
        }}
        article={{
          label: t('cashAdvance.article'),
          href: articleHrefs['merchant-cash-advance-true-cost']!,
        }}
      />
    </ToolPage>
  )
}

export function CreditLineView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="line-of-credit-calculator"
      title={t('creditLine.title')}
      description={t('creditLine.description')}
      namespace="CreditLine"
    >
      <CreditLineCalculator />
      <Explanation
        id="how-title"
        title={t('howTitle')}
        paragraphs={[t('creditLine.how1'), t('creditLine.how2')]}
      />
      <ToolEnding
        title={toolIn(locale, 'line-of-credit-calculator').title}
        product={{
          label: t('creditLine.product'),
          href: productHref(locale, 'asset-based-lending'),
        }}
        article={{
          label: t('creditLine.article'),
          href: articleHrefs['business-lines-of-credit']!,
        }}
      />
    </ToolPage>
  )
}

export function FactoringView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="invoice-factoring-calculator"
      title={t('factoring.title')}
      description={t('factoring.description')}
      namespace="Factoring"
    >
      <FactoringCalculator />
      <Explanation
        id="how-title"
        title={t('howTitle')}
        paragraphs={[t('factoring.how1'), t('factoring.how2')]}
      />
      <ToolEnding
        title={toolIn(locale, 'invoice-factoring-calculator').title}
        product={{
          label: t('factoring.product'),
          href: productHref(locale, 'asset-based-lending'),
        }}
        article={{
          label: t('factoring.article'),
          href: articleHrefs['invoice-factoring-explained']!,
        }}
      />
    </ToolPage>
  )
}

/** The article the finder offers beside each product's section (by the article's English slug). */
const productReading: Record<ProductAnchorId, string> = {
  'merchant-cash-advance': 'merchant-cash-advance-true-cost',
  'asset-based-lending': 'asset-based-loans-vs-merchant-cash-advances',
  'term-loans': 'business-loans-vs-line-of-credit-guide',
  'po-financing': 'purchase-order-financing-for-ecommerce',
  'inventory-financing': 'inventory-financing-before-peak-season',
  'supply-chain-financing': 'supply-chain-financing-explained',
}

export function ProductFinderView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  const products = Object.fromEntries(
    contentIn(locale).financialProducts.map((product) => [product.id, product.title]),
  ) as Record<ProductAnchorId, string>
  const reading = Object.fromEntries(
    Object.entries(productReading).map(([id, slug]) => [id, articleHrefs[slug]!]),
  ) as Record<ProductAnchorId, string>
  return (
    <ToolPage
      slug="product-finder"
      title={t('finder.title')}
      description={t('finder.description')}
      namespace="ProductFinder"
    >
      <ProductFinder
        products={products}
        productsHref={pathIn(locale, '/financial-products')}
        reading={reading}
        readinessHref={pathIn(locale, toolPath('funding-readiness'))}
      />
      <Explanation id="how-title" title={t('finder.howTitle')} paragraphs={[t('finder.how1')]} />
    </ToolPage>
  )
}

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
