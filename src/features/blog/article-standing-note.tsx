import { Info } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { articleStandingNote } from '@/content/disclosures'

/** The note that ends every article, after its body (docs/product.md, Article). */
export function ArticleStandingNote() {
  const t = useTranslations('Blog')
  return (
    <aside
      aria-label={t('aboutThisArticle')}
      data-testid="article-standing-note"
      className="mt-12 flex gap-3 rounded-card border border-line bg-surface p-5 text-sm leading-relaxed text-ink-muted"
    >
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <p>{articleStandingNote[useLocale()]}</p>
    </aside>
  )
}
