import { useLocale, useTranslations } from 'next-intl'
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { RotatingWord } from '@/components/ui/rotating-word'
import { AppFrame, LenderMatchScreen } from '@/components/site/app-mockups'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { listMessage } from '@/i18n/list-message'

export function HomeHero() {
  const t = useTranslations('Home')
  const closing = useTranslations('ClosingBanner')
  const locale = useLocale()
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            {t('badge')}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {t('titleBefore')}{' '}
            {/* docs/product.md, Home: the audience words of the hero, in order. */}
            <RotatingWord
              words={listMessage(t('audienceWords'))}
              label={t('audienceRotation')}
              className="text-brand-600"
            />{' '}
            {t('titleAfter')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">{t('intro')}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ExternalButtonLink href={site.appSignupUrl} size="lg">
              {closing('getStarted')}
            </ExternalButtonLink>
            <ButtonLink href={pathIn(locale, '/how-it-works')} variant="secondary" size="lg">
              {closing('learnMore')}
              <span className="sr-only">{closing('learnMoreAbout')}</span>
            </ButtonLink>
          </div>
        </div>
        <AppFrame label={t('heroPicture')} className="lg:ml-6">
          <LenderMatchScreen />
        </AppFrame>
      </div>
    </section>
  )
}
