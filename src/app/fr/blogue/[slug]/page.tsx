import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { articleMetadata } from '@/features/blog/article-metadata'
import { ArticleView } from '@/features/blog/article-view'
import { setPageLocale } from '@/i18n/page-locale'
import {
  articleTwins,
  findFrenchArticle,
  frenchArticleParams,
  frenchRenderOptions,
  relatedArticlesIn,
} from '@/server/content/french-articles'
import { withBodyHtml } from '@/server/content/markdown'

type Params = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return frenchArticleParams()
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = findFrenchArticle((await params).slug)
  return article
    ? articleMetadata(article, 'fr', articleTwins(article.slug))
    : { title: 'Bientôt disponible', robots: { index: false } }
}

/** An article in French, its links to this site mapped to their French twins. */
export default async function FrenchArticlePage({ params }: Params) {
  setPageLocale('fr')
  const article = findFrenchArticle((await params).slug)
  if (!article) notFound()
  return (
    <ArticleView
      article={withBodyHtml(article, frenchRenderOptions())}
      related={relatedArticlesIn('fr', article.slug)}
    />
  )
}
