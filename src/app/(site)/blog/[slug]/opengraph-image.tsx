import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { findArticle, getArticles } from '@/server/content/articles'

export const alt = 'The article title on the brand background'
export const size = ogImageSize
export const contentType = ogImageContentType

export function generateStaticParams() {
  return getArticles()
    .filter((article) => article.href === `/blog/${article.slug}`)
    .map((article) => ({ slug: article.slug }))
}

export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const article = findArticle((await params).slug)
  return renderOgImage({
    eyebrow: article?.category ?? 'Blog',
    title: article?.title ?? 'Coming Soon',
  })
}
