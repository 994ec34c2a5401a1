import { useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'

/**
 * The "On this page" list of a long text's sections, beside it from the large breakpoint (the
 * legal pages, the offer check's methodology). `className` places its sticky box.
 */
export function PageContents({
  sections,
  className,
}: {
  sections: readonly { id: string; title: string }[]
  className?: string
}) {
  const t = useTranslations('Legal')
  return (
    <nav aria-label={t('sections')} className="hidden lg:block">
      <div className={cn('sticky top-28', className)}>
        <p className="text-xs font-semibold tracking-wider text-ink-subtle uppercase">
          {t('onThisPage')}
        </p>
        <ol className="mt-3 grid gap-2 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ink-muted hover:text-brand-700">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  )
}
