import type { Metadata } from 'next'
import { useLocale, useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { HashScroll } from '@/components/site/hash-scroll'
import { InfoCard } from '@/components/site/info-card'
import { Section } from '@/components/site/section'
import { AnchorButtonLink, ButtonLink } from '@/components/ui/button'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { ScrollToTopButton } from '@/components/ui/scroll-to-top-button'
import { pathIn, type EnglishPath } from '@/content/french-routes'
import { site } from '@/content/site'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/page-metadata'
import { ApiPanels } from './api-panels'
import { HubCards } from './hub-cards'
import {
  LENDER_FEATURE_INTERVAL_MS,
  REFERRAL_ADVANTAGE_INTERVAL_MS,
  SEGMENT_INTERVAL_MS,
  WHY_PARTNER_INTERVAL_MS,
} from './intervals'
import { PartnerContactForm } from './partner-contact-form'
import {
  CardSection,
  CaseStudy,
  InverseLink,
  PARTNERSHIP_FORM_ID,
  PartnerHero,
  PartnershipFormSection,
  StatsBanner,
} from './partner-sections'

// The five partner pages (docs/product.md, Partners), each in the page's language: the English
// and French routes render the same view (docs/decisions/0028-french.md).

async function partnerMetadata(
  locale: Locale,
  page: 'hub' | 'lenders' | 'referral' | 'apis' | 'contact',
  path: EnglishPath,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Partners' })
  return pageMetadata({
    title: t(`${page}MetaTitle`),
    description: t(`${page}MetaDescription`),
    path,
    locale,
  })
}

export const partnersMetadata = (locale: Locale) => partnerMetadata(locale, 'hub', '/partners')
export const lendersMetadata = (locale: Locale) => partnerMetadata(locale, 'lenders', '/lenders')
export const referralPartnersMetadata = (locale: Locale) =>
  partnerMetadata(locale, 'referral', '/referral-partners')
export const apisMetadata = (locale: Locale) => partnerMetadata(locale, 'apis', '/apis')
export const partnerContactMetadata = (locale: Locale) =>
  partnerMetadata(locale, 'contact', '/partner-contact')

/**
 * The hub: the three programmes, a case study, the benefits and the general form. `articleHrefs`:
 * each article's address in the page's language, by slug (the case study links to its article).
 */
export function PartnersView({ articleHrefs }: { articleHrefs: Record<string, string> }) {
  const t = useTranslations('Partners')
  const locale = useLocale()
  const { partnerBenefits, partnerCaseStudy } = contentIn(locale)
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow={t('hubEyebrow')}
        title={t('hubTitle')}
        description={t('hubDescription')}
        action={t('hubAction')}
      />
      <HubCards />
      <CaseStudy
        id="partner-case-study-title"
        study={partnerCaseStudy}
        results={partnerCaseStudy.results}
        actions={
          <>
            <ButtonLink href={pathIn(locale, '/partner-contact')} variant="accent">
              {t('bookMeeting')}
            </ButtonLink>
            <InverseLink href={articleHrefs[partnerCaseStudy.article]!}>
              {t.rich('readMore', {
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </InverseLink>
          </>
        }
      />
      <CardSection
        id="partner-benefits-title"
        eyebrow={t('hubBenefitsEyebrow')}
        title={t('hubBenefitsTitle')}
        cards={partnerBenefits}
      />
      <PartnershipFormSection
        title={t('hubFormTitle')}
        description={t('hubFormDescription')}
        businessDescription="General partnership inquiry"
      />
    </>
  )
}

/** Lenders: what the network gives, why lenders join, the results banner and the form. */
export function LendersView() {
  const t = useTranslations('Partners')
  const { lenderBenefits, lenderFeatures, partnerStats, partnerFeeNote } = contentIn(useLocale())
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow={t('lendersEyebrow')}
        title={t('lendersTitle')}
        description={t('lendersDescription')}
        action={t('lendersAction')}
      />
      <CardSection
        id="lender-features-title"
        eyebrow={t('lenderFeaturesEyebrow')}
        title={t('lenderFeaturesTitle')}
        cards={lenderFeatures}
        columns={4}
        rotation={{
          intervalMs: LENDER_FEATURE_INTERVAL_MS,
          label: t('highlightedFeature'),
          progressRing: true,
          select: true,
        }}
      />
      <CardSection
        id="lender-benefits-title"
        tone="tinted"
        eyebrow={t('lenderBenefitsEyebrow')}
        title={t('lenderBenefitsTitle')}
        cards={lenderBenefits}
      />
      <StatsBanner stats={partnerStats} />
      <PartnershipFormSection
        title={t('lendersFormTitle')}
        description={t('lendersFormDescription')}
        presetType="lender"
        businessDescription="Lending partnership inquiry"
        feeNote={partnerFeeNote.lenders}
      />
    </>
  )
}

/** Referral partners: the advantages, the firms it serves, a case study and the form. */
export function ReferralPartnersView() {
  const t = useTranslations('Partners')
  const { referralAdvantages, referralCaseStudy, referralSegments, partnerFeeNote } =
    contentIn(useLocale())
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow={t('referralEyebrow')}
        title={t('referralTitle')}
        description={t('referralDescription')}
        action={t('referralAction')}
      />
      <CardSection
        id="referral-advantages-title"
        eyebrow={t('advantagesEyebrow')}
        title={t('advantagesTitle')}
        cards={referralAdvantages}
        rotation={{ intervalMs: REFERRAL_ADVANTAGE_INTERVAL_MS, label: t('highlightedAdvantage') }}
      />
      <CardSection
        id="segments-title"
        tone="tinted"
        eyebrow={t('segmentsTitle')}
        title={t('segmentsTitle')}
        description={t('segmentsDescription')}
        cards={referralSegments}
        rotation={{ intervalMs: SEGMENT_INTERVAL_MS, label: t('highlightedSegment') }}
      />
      <CaseStudy id="referral-case-study-title" study={referralCaseStudy} />
      <PartnershipFormSection
        title={t('referralFormTitle')}
        description={t('referralFormDescription')}
        presetType="referral"
        businessDescription="Referral partnership inquiry"
        feeNote={partnerFeeNote.referralPartners}
      />
    </>
  )
}

/** API partners: the value, the steps, the two panels, the features and the form. */
export function ApisView() {
  const t = useTranslations('Partners')
  const { apiFeatures, apiPanels, apiSteps, apiValuePoints } = contentIn(useLocale())
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow={t('apisEyebrow')}
        title={t('apisTitle')}
        description={t('apisDescription')}
      />
      <CardSection
        id="api-value-title"
        eyebrow={t('apiValueTitle')}
        title={t('apiValueTitle')}
        cards={apiValuePoints}
      />
      <CardSection
        id="api-steps-title"
        tone="tinted"
        eyebrow={t('apiStepsTitle')}
        title={t('apiStepsTitle')}
        cards={apiSteps}
      />
      <div className="-mt-10 flex justify-center bg-surface pb-16">
        <AnchorButtonLink href={`#${PARTNERSHIP_FORM_ID}`} size="lg">
          {t('apiBookMeeting')}
        </AnchorButtonLink>
      </div>
      <Section id="api-panels-title" title={t('apiPanelsTitle')} gap="medium">
        <ApiPanels
          panels={apiPanels}
          labels={{ audience: t('apiAudience'), rotation: t('apiPanels') }}
        />
      </Section>
      <CardSection
        id="api-features-title"
        tone="tinted"
        eyebrow={t('apiFeaturesTitle')}
        title={t('apiFeaturesTitle')}
        cards={apiFeatures}
      />
      <PartnershipFormSection
        title={t('apisFormTitle')}
        description={t('apisFormDescription')}
        presetType="api"
        businessDescription="API integration partnership inquiry"
      />
    </>
  )
}

/** Partner contact: the short form, the reasons to partner and a closing banner. */
export function PartnerContactView() {
  const t = useTranslations('Partners')
  const locale = useLocale()
  const { whyPartner } = contentIn(locale)
  return (
    <>
      <section
        aria-labelledby="partner-contact-title"
        className="bg-gradient-to-b from-brand-50 to-white"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.5fr] lg:px-8 lg:py-24">
          <div>
            <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
              {t('contactEyebrow')}
            </p>
            <h1
              id="partner-contact-title"
              className="mt-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl"
            >
              {t('contactTitle')}
            </h1>
            <p className="mt-5 text-lg text-ink-muted">{t('contactDescription')}</p>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <PartnerContactForm supportEmail={site.supportEmail} />
          </div>
        </div>
      </section>
      <Section id="why-partner-title" eyebrow={t('whyEyebrow')} title={t('whyTitle')}>
        <HighlightCycle
          label={t('highlightedReason')}
          intervalMs={WHY_PARTNER_INTERVAL_MS}
          startWhenVisible
          className="grid gap-6 md:grid-cols-3"
          itemClassName="group flex"
          items={whyPartner.map((card) => (
            <InfoCard key={card.title} card={card} />
          ))}
        />
      </Section>
      <section
        aria-labelledby="ready-to-partner-title"
        className="px-4 pb-20 sm:px-6 lg:px-8"
        data-reveal
      >
        <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-brand-700 to-brand-950 px-6 py-14 text-center text-white">
          <h2 id="ready-to-partner-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('readyTitle')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-white/80">{t('readyText')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ScrollToTopButton>{t('getStartedAbove')}</ScrollToTopButton>
            <ButtonLink href={pathIn(locale, '/partners')} variant="inverse" size="lg">
              {t('learnMoreAboutPartnerships')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
