import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import Link from 'next/link'
import { PageHero } from '@/components/site/page-hero'
import { ArticleCard, FeaturedArticleCard } from '@/features/blog/article-cards'
import { getArticles, toSummary } from '@/server/content/articles'
import { BlogExplorer } from '@/features/blog/blog-explorer'
import { SavedArticlesList } from '@/features/blog/saved-articles-list'

const basics = pageMetadata({
  title: 'Blog',
  description:
    'Guides, case studies, market insights and company news on business funding for Canadian and US businesses.',
  path: '/blog',
})

export const metadata: Metadata = {
  ...basics,
  alternates: {
    ...basics.alternates,
    types: { 'application/rss+xml': '/feed.xml', 'application/feed+json': '/feed.json' },
  },
}

export default function BlogPage() {
  const articles = getArticles().map(toSummary)
  const cards = Object.fromEntries(
    articles.map((article) => [article.slug, <ArticleCard key={article.slug} article={article} />]),
  )
  const featuredCards = Object.fromEntries(
    articles.map((article) => [
      article.slug,
      <FeaturedArticleCard key={article.slug} article={article} />,
    ]),
  )
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights for Smarter Funding"
        description="Practical guides, funding stories and market insights for founders, CFOs and partners."
      />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <SavedArticlesList />
        <div className="mt-10">
          <BlogExplorer articles={articles} cards={cards} featuredCards={featuredCards} />
        </div>
        <noscript>
          <section aria-labelledby="all-articles-title" className="mt-12">
            <h2 id="all-articles-title" className="text-xl font-bold text-ink">
              All articles
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
