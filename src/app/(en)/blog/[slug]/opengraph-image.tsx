import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { findArticle, blogSlugParams } from '@/server/content/articles'

export const alt = 'The article title on the brand background'
export const size = ogImageSize
export const contentType = ogImageContentType

// Only the articles' images exist: any other address is a 404, never drawn or cached (issue 35).
export const dynamicParams = false

export function generateStaticParams() {
  return blogSlugParams()
}

export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const article = findArticle((await params).slug)
  return renderOgImage({
    eyebrow: article?.category ?? 'Blog',
    title: article?.title ?? 'Coming Soon',
  })
}
