import { useLocale, useTranslations } from 'next-intl'
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'

/** 'The Future of Funding is Boundless.' banner shown near the end of marketing pages. */
export function ClosingBanner() {
  const t = useTranslations('ClosingBanner')
  return <CallToActionBanner id="closing-banner-title" title={t('title')} text={t('text')} />
}

/** A full-width banner with a title, a sentence, 'Get Started Free' (new tab) and 'Learn More'. */
export function CallToActionBanner({
  id,
  title,
  text,
}: {
  id: string
  title: string
  text: string
}) {
  const t = useTranslations('ClosingBanner')
  const locale = useLocale()
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 lg:px-8" data-reveal>
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-14 text-center sm:px-12 lg:py-20">
        <svg
          aria-hidden
          viewBox="0 0 800 300"
          className="pointer-events-none absolute inset-0 size-full opacity-30"
          preserveAspectRatio="none"
        >
          <path
            d="M0 240 C 200 180, 300 260, 480 150 S 720 60, 800 40"
            fill="none"
            stroke="#6ee7c1"
            strokeWidth="2"
          />
          <path
            d="M0 280 C 220 220, 340 290, 520 190 S 740 110, 800 90"
            fill="none"
            stroke="#8aabff"
            strokeWidth="1.5"
          />
        </svg>
        <div className="relative">
          <h2
            id={id}
            className="text-3xl font-bold tracking-tight text-white sm:text-4xl lg:text-5xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-base text-white/80 sm:text-lg">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ExternalButtonLink href={site.appSignupUrl} variant="accent" size="lg">
              {t('getStarted')}
            </ExternalButtonLink>
            <ButtonLink href={pathIn(locale, '/how-it-works')} variant="inverse" size="lg">
              {t('learnMore')}
              <span className="sr-only">{t('learnMoreAbout')}</span>
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
