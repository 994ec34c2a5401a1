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
import type { OfferText } from '@/lib/offer-math'
import { pageMetadata } from '@/lib/page-metadata'
import { ExternalLink } from '@/components/ui/external-link'
import { ToolEnding } from './calculator-parts'
import { CashAdvanceCalculator } from './cash-advance-calculator'
import { CreditLineCalculator } from './credit-line-calculator'
import { FactoringCalculator } from './factoring-calculator'
import { OfferCheck, type OfferCheckLinks } from './offer-check'
import { offerCheckExample } from './offer-check-example'
import { ProductFinder } from './product-finder'
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
      />
      <Explanation id="how-title" title={t('finder.howTitle')} paragraphs={[t('finder.how1')]} />
    </ToolPage>
  )
}

/** The article each flag and question of the offer check links to, by its English slug. */
const offerCheckReading: Record<keyof OfferCheckLinks, string> = {
  aprAbove35: 'debt-financing-guide',
  dailyDebits: 'merchant-cash-advance-true-cost',
  largeWithheldFee: 'merchant-cash-advance-true-cost',
  termShorterThanUse: 'business-loans-vs-line-of-credit-guide',
  stacking: 'asset-based-loans-vs-merchant-cash-advances',
  personalGuarantee: 'personal-guarantees-explained',
  confessionOfJudgment: 'merchant-cash-advance-true-cost',
}

/** The laws the offer check names, each with its official page and the date it was checked. */
const OFFER_RULES = ['criminalCode', 'newYork', 'california'] as const

/**
 * The offer check: the worked example, or the offers of its address when the server renders it
 * with them (`offers`, decision 0033).
 */
export function OfferCheckView({
  articleHrefs,
  offers,
}: {
  articleHrefs: ArticleHrefs
  offers?: OfferText[]
}) {
  const t = useTranslations('OfferCheck')
  const locale = useLocale()
  const links = Object.fromEntries(
    Object.entries(offerCheckReading).map(([key, slug]) => [key, articleHrefs[slug]!]),
  ) as OfferCheckLinks
  return (
    <ToolPage
      slug="offer-check"
      title={t('page.title')}
      description={t('page.description')}
      namespace="OfferCheck"
    >
      <OfferCheck
        initialOffers={offers ?? [offerCheckExample[locale]]}
        example={offers === undefined}
        pagePath={pathIn(locale, toolPath('offer-check'))}
        links={links}
      />
      <Explanation
        id="how-title"
        title={t('page.howTitle')}
        paragraphs={[t('page.how1'), t('page.how2'), t('page.how3')]}
      />
      <section aria-labelledby="rules-title" className="grid max-w-3xl gap-3 text-ink-muted">
        <h2 id="rules-title" className="text-xl font-bold text-ink">
          {t('rules.title')}
        </h2>
        <p>{t('rules.intro')}</p>
        <ul className="grid gap-2">
          {OFFER_RULES.map((rule) => (
            <li key={rule}>
              {t(`rules.${rule}.about`)}{' '}
              <ExternalLink
                href={t(`rules.${rule}.href`)}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t(`rules.${rule}.name`)}
              </ExternalLink>
              {` (${t('rules.checked')}).`}
            </li>
          ))}
          <li>{t('rules.others')}</li>
        </ul>
      </section>
      <ToolEnding
        title={toolIn(locale, 'offer-check').title}
        product={{ label: t('page.product'), href: pathIn(locale, '/financial-products') }}
        article={{
          label: t('page.article'),
          href: articleHrefs['merchant-cash-advance-true-cost']!,
        }}
      />
    </ToolPage>
  )
}
