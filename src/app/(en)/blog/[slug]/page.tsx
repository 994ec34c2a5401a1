import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { articleMetadata } from '@/features/blog/article-metadata'
import { ArticleView } from '@/features/blog/article-view'
import { withBodyHtml } from '@/server/content/markdown'
import { findArticle, blogSlugParams } from '@/server/content/articles'
import { articleTwins, relatedArticlesIn } from '@/server/content/french-articles'

type Params = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return blogSlugParams()
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = findArticle((await params).slug)
  return article
    ? articleMetadata(article, 'en', articleTwins(article.slug))
    : { title: 'Coming Soon', robots: { index: false } }
}

export default async function ArticlePage({ params }: Params) {
  const { slug } = await params
  const article = findArticle(slug)
  if (!article) notFound()
  // An article with its own address (the asset-based lending comparison lives at /abl).
  if (article.href !== `/blog/${slug}`) permanentRedirect(article.href)
  return <ArticleView article={withBodyHtml(article)} related={relatedArticlesIn('en', slug)} />
}
