import { Calculator, CheckCircle2, Lock } from 'lucide-react'
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { useLocale, useTranslations } from 'next-intl'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { toolPath } from '@/content/tools'
import { contentIn } from '@/i18n/content'
import { cn } from '@/lib/cn'
import { ProductIllustration } from './product-illustration'

/** Links to each product section, under the hero. */
export function ProductIndex() {
  const t = useTranslations('Products')
  const { financialProducts } = contentIn(useLocale())
  return (
    <nav aria-label={t('index')} className="relative mx-auto -mt-4 max-w-5xl px-4 pb-6 sm:px-6">
      <ul className="flex flex-wrap justify-center gap-2">
        {financialProducts.map((product) => (
          <li key={product.id}>
            <a
              href={`#${product.id}`}
              className="inline-flex rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-300 hover:text-brand-700"
            >
              {product.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The six product sections, each reachable at /financial-products#{id}. */
export function ProductSections() {
  const t = useTranslations('Products')
  const closing = useTranslations('ClosingBanner')
  const locale = useLocale()
  const { financialProducts } = contentIn(locale)
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      {financialProducts.map((product, index) => (
        <section
          key={product.id}
          id={product.id}
          aria-labelledby={`${product.id}-title`}
          className="grid items-center gap-10 border-b border-line py-16 last:border-0 lg:grid-cols-2 lg:gap-16"
        >
          <div className={cn(index % 2 === 1 && 'lg:order-2')}>
            <ProductIllustration product={product} index={index} />
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
              {product.subtitle}
            </p>
            <h2
              id={`${product.id}-title`}
              className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
            >
              {product.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{product.description}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-2.5 text-[0.9375rem] text-ink">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <ExternalButtonLink href={site.appSignupUrl}>
                {closing('getStarted')}
              </ExternalButtonLink>
              {product.tool ? (
                <ButtonLink href={pathIn(locale, toolPath(product.tool.slug))} variant="secondary">
                  <Calculator aria-hidden /> {product.tool.label}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </section>
      ))}
      <p className="flex items-center justify-center gap-2 pb-8 text-sm text-ink-muted">
        <Lock aria-hidden className="size-4" /> {t('encryption')}
      </p>
    </div>
  )
}
