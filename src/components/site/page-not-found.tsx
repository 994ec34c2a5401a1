import { useLocale, useTranslations } from 'next-intl'
import { ButtonLink } from '@/components/ui/button'
import { pathIn } from '@/content/french-routes'

/** The body of the 404 page ('404 Page Not Found': docs/product.md, Not found), inside whichever shell renders it. */
export function PageNotFound() {
  const t = useTranslations('NotFound')
  const locale = useLocale()
  return (
    <section className="mx-auto grid max-w-3xl place-items-center px-4 py-24 text-center sm:py-32">
      <p className="rounded-full bg-brand-50 px-4 py-1 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
        {t('heading')}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t('text')}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={pathIn(locale, '/')}>{t('home')}</ButtonLink>
        <ButtonLink href={pathIn(locale, '/contact-us')} variant="secondary">
          {t('contact')}
        </ButtonLink>
      </div>
    </section>
  )
}
