import type { Metadata } from 'next'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { PageHero } from '@/components/site/page-hero'
import { articlesFor, blogFilters, feedPaths } from '@/content/blog'
import type { Locale } from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/page-metadata'
import type { ArticleSummary } from '@/server/content/articles'
import { ArticleCard, FeaturedArticleCard } from './article-cards'
import { BlogExplorer } from './blog-explorer'
import { SavedArticlesList } from './saved-articles-list'

/** The blog's metadata in one language, with its feeds. */
export async function blogMetadata(locale: Locale): Promise<Metadata> {
  const basics = await translatedPageMetadata(locale, 'Blog', '/blog')
  return {
    ...basics,
    alternates: {
      ...basics.alternates,
      types: {
        'application/rss+xml': feedPaths[locale].rss,
        'application/feed+json': feedPaths[locale].json,
      },
    },
  }
}

/** The blog's list in one language: saved articles, the filters, the featured card and the grid. */
export function BlogIndex({ locale, articles }: { locale: Locale; articles: ArticleSummary[] }) {
  const t = useTranslations('Blog')
  const cards = Object.fromEntries(
    articles.map((article) => [article.slug, <ArticleCard key={article.slug} article={article} />]),
  )
  // Only the first article of a filter is ever featured, so only those are sent a featured card.
  const featurable = new Set(blogFilters.map(({ name }) => articlesFor(name, articles)[0]?.slug))
  const featuredCards = Object.fromEntries(
    articles
      .filter((article) => featurable.has(article.slug))
      .map((article) => [
        article.slug,
        <FeaturedArticleCard key={article.slug} article={article} />,
      ]),
  )
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <SavedArticlesList />
        <div className="mt-10">
          <BlogExplorer
            articles={articles}
            cards={cards}
            featuredCards={featuredCards}
            feedHref={feedPaths[locale].rss}
          />
        </div>
        <noscript>
          <section aria-labelledby="all-articles-title" className="mt-12">
            <h2 id="all-articles-title" className="text-xl font-bold text-ink">
              {t('allArticles')}
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {articles.map((article) => (
                <li key={article.slug}>
                  <Link href={article.href} className="text-brand-700 underline underline-offset-4">
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </noscript>
      </div>
    </>
  )
}
