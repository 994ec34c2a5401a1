import Link from 'next/link'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { Avatar } from '@/components/site/avatar'
import { JsonLd } from '@/components/site/json-ld'
import { articleStructuredData } from '@/lib/structured-data'
import { Markdown } from '@/components/site/markdown'
import { sampleContent } from '@/components/site/sample-content'
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'
import { ArticleActions } from './article-actions'
import { ArticleCover } from './article-cover'
import { ArticleStandingNote } from './article-standing-note'
import { CategoryBadge } from './article-cards'
import type { Article } from '@/server/content/articles'
import type { WithBodyHtml } from '@/server/content/markdown'

/** A full article, in the page's language: header, body, closing call to action and related articles. */
export function ArticleView({
  article,
  related,
}: {
  article: WithBodyHtml<Article>
  related: Article[]
}) {
  const t = useTranslations('Blog')
  const locale = useLocale()
  const sample = sampleContent(article.illustrative, 'article', {
    locale,
    className: 'mt-3 text-sm',
  })
  return (
    <article {...sample.marker}>
      <JsonLd data={articleStructuredData(article, locale)} />
      <header
        data-testid="article-header"
        className={cn(
          'border-b border-line bg-gradient-to-b from-brand-50 to-white',
          article.headerAnimation === 'fade' && 'animate-article-header',
        )}
      >
        <div className="mx-auto max-w-4xl px-4 pt-10 pb-12 sm:px-6">
          <Link
            href={pathIn(locale, '/blog')}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> {t('backToBlog')}
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-3 text-sm text-ink-subtle">
            <CategoryBadge category={article.category} />
            <time dateTime={article.dateIso}>{article.dateLabel}</time>
            <span aria-hidden="true">·</span>
            <span>{t('readTime', { time: article.readTime })}</span>
          </div>
          <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-muted">{article.summary}</p>
          {sample.note}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-6">
            <div className="flex items-center gap-3">
              <Avatar seed={article.author.portrait} name={article.author.name} size={48} />
              <div>
                <p className="font-semibold text-ink">{article.author.name}</p>
                <p className="text-sm text-ink-subtle">{article.author.role}</p>
              </div>
            </div>
            {article.shareAndSave && (
              <ArticleActions
                article={{ slug: article.slug, title: article.title, href: article.href }}
              />
            )}
          </div>
          <div className="mt-10 overflow-hidden rounded-card shadow-card">
            <ArticleCover slug={article.slug} category={article.category} motif={article.cover} />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Markdown html={article.bodyHtml} />
        <ArticleStandingNote />
        <ClosingBlock article={article} />
      </div>

      <RelatedArticles articles={related} />
    </article>
  )
}

function ClosingBlock({ article }: { article: Article }) {
  const t = useTranslations('Blog')
  const closing = useTranslations('ClosingBanner')
  const locale = useLocale()
  const isPressRelease = article.category === 'Press Release'
  return (
    <aside
      aria-labelledby="article-cta-title"
      className="mt-16 rounded-card bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-center text-white sm:p-10"
    >
      <h2 id="article-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {isPressRelease ? t('ctaPressTitle') : t('ctaTitle')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-white/80">{t('ctaText')}</p>
      <div className="mt-7 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ExternalButtonLink href={site.appSignupUrl} variant="accent" size="lg">
          {closing('getStarted')}
        </ExternalButtonLink>
        {isPressRelease ? null : (
          <ButtonLink href={pathIn(locale, '/how-it-works')} variant="inverse" size="lg">
            {closing('learnMore')}
            <span className="sr-only">{closing('learnMoreAbout')}</span>
          </ButtonLink>
        )}
        {article.partnerLink ? (
          <ExternalButtonLink href={article.partnerLink.href} variant="inverse" size="lg">
            {article.partnerLink.label}
          </ExternalButtonLink>
        ) : null}
      </div>
    </aside>
  )
}

function RelatedArticles({ articles }: { articles: Article[] }) {
  const t = useTranslations('Blog')
  return (
    <section aria-labelledby="related-title" className="border-t border-line bg-surface">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('relatedArticles')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {articles.map((article) => (
            <RelatedArticleCard key={article.slug} article={article} />
          ))}
        </ul>
      </div>
    </section>
  )
}

function RelatedArticleCard({ article }: { article: Article }) {
  const t = useTranslations('Blog')
  const sample = sampleContent(article.illustrative, 'article', {
    locale: useLocale(),
    className: 'mt-3',
  })
  return (
    <li
      className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
      {...sample.marker}
    >
      <CategoryBadge category={article.category} />
      <h3 className="mt-4 text-lg font-semibold text-ink">{article.title}</h3>
      <p className="mt-2 line-clamp-3 text-[0.9375rem] text-ink-muted">{article.summary}</p>
      {sample.note}
      <Link
        href={article.href}
        className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-brand-700 hover:underline"
        aria-label={t('readArticleLabel', { title: article.title })}
      >
        {t('readArticle')} <ArrowRight aria-hidden className="size-4" />
      </Link>
    </li>
  )
}
