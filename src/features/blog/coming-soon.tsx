import { Hourglass } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { ButtonLink } from '@/components/ui/button'
import { pathIn } from '@/content/french-routes'

/** Shown for an article address that does not exist yet (docs/product.md, Article), with HTTP 404. */
export function ComingSoon() {
  const t = useTranslations('Blog')
  const locale = useLocale()
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center px-4 py-24 text-center sm:py-32">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Hourglass aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink">{t('comingSoonTitle')}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t('comingSoonText')}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={pathIn(locale, '/blog')}>{t('backToBlog')}</ButtonLink>
        <ButtonLink href={pathIn(locale, '/')} variant="secondary">
          {t('explore')}
        </ButtonLink>
      </div>
    </section>
  )
}
