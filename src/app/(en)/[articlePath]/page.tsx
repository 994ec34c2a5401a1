import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { articleMetadata } from '@/features/blog/article-metadata'
import { ArticleView } from '@/features/blog/article-view'
import { withBodyHtml } from '@/server/content/markdown'
import { findArticleAtPath, articlePathParams } from '@/server/content/articles'
import { articleTwins, relatedArticlesIn } from '@/server/content/french-articles'

type Params = { params: Promise<{ articlePath: string }> }

// Only the addresses articles claim in their front matter (`path: /abl`); any other is a 404.
export const dynamicParams = false

export function generateStaticParams() {
  return articlePathParams()
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = findArticleAtPath(`/${(await params).articlePath}`)
  return article ? articleMetadata(article, 'en', articleTwins(article.slug)) : {}
}

/** An article at an address of its own, such as the asset-based lending comparison at /abl. */
export default async function ArticleAtOwnAddress({ params }: Params) {
  const article = findArticleAtPath(`/${(await params).articlePath}`)
  if (!article) notFound()
  return (
    <ArticleView article={withBodyHtml(article)} related={relatedArticlesIn('en', article.slug)} />
  )
}
