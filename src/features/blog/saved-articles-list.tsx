'use client'

import Link from 'next/link'
import { BookmarkCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useSavedArticles } from '@/lib/saved-articles'

/** 'Saved Articles' on /blog: what the visitor saved in this browser (nothing shows until then). */
export function SavedArticlesList() {
  const saved = useSavedArticles()
  const t = useTranslations('BlogExplorer')
  if (!saved.length) return null
  return (
    <section
      aria-labelledby="saved-articles-title"
      className="mt-10 rounded-card border border-line bg-surface p-6"
    >
      <h2
        id="saved-articles-title"
        className="flex items-center gap-2 text-lg font-semibold text-ink"
      >
        <BookmarkCheck aria-hidden className="size-5 text-brand-600" /> {t('savedArticles')}
      </h2>
      <ul className="mt-3 grid gap-2">
        {saved.map((article) => (
          <li key={article.slug}>
            <Link
              href={article.href}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
