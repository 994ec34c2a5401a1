import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { pathIn } from '@/content/french-routes'
import { toolPath } from '@/content/tools'
import type { OfferText } from '@/lib/offer-math'
import { ExternalLink } from '@/components/ui/external-link'
import { ToolEnding } from './calculator-parts'
import { OfferCheck, type OfferCheckLinks } from './offer-check'
import { offerCheckExample } from './offer-check-example'
import { ToolPage, toolIn } from './tool-page'
import { Explanation, type ArticleHrefs } from './tool-views'

// One tool's page, in the page's language (docs/decisions/0033-offer-check.md: a module of its
// own, so the page loads only its own tool's script).

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
      moreWords={['OfferLead']}
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
      <p className="-mt-6 max-w-3xl">
        <Link
          href={pathIn(locale, '/tools/offer-check/methodology')}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('page.methodology')}
        </Link>
      </p>
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
