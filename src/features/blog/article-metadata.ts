import type { Metadata } from 'next'
import type { Article } from '@/server/content/articles'

/** Title, description, canonical address and sharing tags of an article page. */
export function articleMetadata(article: Article): Metadata {
  return {
    title: article.title,
    description: article.summary.slice(0, 300),
    alternates: { canonical: article.href },
    openGraph: {
      type: 'article',
      title: article.title,
      description: article.summary.slice(0, 300),
      url: article.href,
      publishedTime: article.dateIso,
      authors: [article.author.name],
      section: article.category,
    },
    twitter: {
      card: 'summary_large_image',
      title: article.title,
      description: article.summary.slice(0, 200),
    },
  }
}
