import type { Metadata } from 'next'
import { ArticleActions } from '@/features/blog/article-actions'
import { articleMetadata } from '@/features/blog/article-metadata'
import { ArticleView } from '@/features/blog/article-view'
import { findArticle, relatedArticles } from '@/server/content/articles'

const SLUG = 'asset-based-loans-vs-merchant-cash-advances'

export function generateMetadata(): Metadata {
  return articleMetadata(findArticle(SLUG)!)
}

/** The asset-based loans versus merchant cash advances article, at its own address. */
export default function AssetBasedLendingArticlePage() {
  const article = findArticle(SLUG)
  if (!article) throw new Error(`content/blog/${SLUG}.md is missing`)
  return (
    <ArticleView
      article={article}
      related={relatedArticles(SLUG)}
      actions={
        <ArticleActions
          article={{ slug: article.slug, title: article.title, href: article.href }}
        />
      }
    />
  )
}
