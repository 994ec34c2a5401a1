import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { categoryName } from '@/content/blog'
import { findFrenchArticle, frenchArticleParams } from '@/server/content/french-articles'

export const alt = 'Le titre de l’article sur le fond de la marque'
export const size = ogImageSize
export const contentType = ogImageContentType

// Only the articles' images exist: any other address is a 404, never drawn or cached (issue 35).
export const dynamicParams = false

export function generateStaticParams() {
  return frenchArticleParams()
}

export default async function FrenchArticleImage({
  params,
}: {
  params: Promise<{ slug: string }>
}) {
  const article = findFrenchArticle((await params).slug)
  return renderOgImage({
    eyebrow: article ? categoryName(article.category, 'fr') : 'Blogue',
    title: article?.title ?? 'Bientôt disponible',
  })
}
