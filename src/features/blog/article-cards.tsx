import Link from 'next/link'
import { ArrowRight } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { sampleContent } from '@/components/site/sample-content'
import { categoryName, type ArticleCategory } from '@/content/blog'
import { ArticleCover } from './article-cover'
import type { ArticleSummary } from '@/server/content/articles'

function Meta({ article }: { article: ArticleSummary }) {
  const t = useTranslations('Blog')
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-subtle">
      <time dateTime={article.dateIso}>{article.dateLabel}</time>
      <span aria-hidden="true">·</span>
      <span>{t('readTime', { time: article.readTime })}</span>
    </p>
  )
}

export function CategoryBadge({ category }: { category: ArticleCategory }) {
  const locale = useLocale()
  return (
    <span className="inline-flex w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
      {categoryName(category, locale)}
    </span>
  )
}

/** A card in the article grid; the whole card is one link. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const sample = sampleContent(article.illustrative, 'article', { locale: useLocale() })
  return (
    <Link
      href={article.href}
      className="group flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-raised"
      {...sample.marker}
    >
      <ArticleCover slug={article.slug} category={article.category} motif={article.cover} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryBadge category={article.category} />
        <h3 className="text-lg leading-snug font-semibold text-ink group-hover:text-brand-700">
          {article.title}
        </h3>
        <p className="line-clamp-3 text-[0.9375rem] text-ink-muted">{article.summary}</p>
        <div className="mt-auto grid gap-2 pt-2">
          <Meta article={article} />
          {sample.note}
        </div>
      </div>
    </Link>
  )
}

/** The large card at the top of /blog. */
export function FeaturedArticleCard({ article }: { article: ArticleSummary }) {
  const t = useTranslations('Blog')
  const sample = sampleContent(article.illustrative, 'article', { locale: useLocale() })
  return (
    <Link
      href={article.href}
      className="group grid overflow-hidden rounded-[1.5rem] border border-line bg-white shadow-card transition-shadow hover:shadow-raised lg:grid-cols-2"
      {...sample.marker}
    >
      <ArticleCover
        slug={article.slug}
        category={article.category}
        motif={article.cover}
        className="lg:h-full"
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <div className="flex items-center gap-3">
          <span className="text-xs font-semibold tracking-wider text-accent-700 uppercase">
            {t('featured')}
          </span>
          <CategoryBadge category={article.category} />
        </div>
        <h2 className="text-2xl leading-tight font-bold tracking-tight text-ink group-hover:text-brand-700 sm:text-3xl">
          {article.title}
        </h2>
        <p className="text-ink-muted">{article.summary}</p>
        <Meta article={article} />
        {sample.note}
        <span className="inline-flex items-center gap-2 font-semibold text-brand-700">
          {t('readArticle')}{' '}
          <ArrowRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-1"
          />
        </span>
      </div>
    </Link>
  )
}
