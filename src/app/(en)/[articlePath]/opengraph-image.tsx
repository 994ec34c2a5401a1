import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { findArticleAtPath, articlePathParams } from '@/server/content/articles'

export const alt = 'The article title on the brand background'
export const size = ogImageSize
export const contentType = ogImageContentType

// Only the articles' images exist: any other address is a 404, never drawn or cached (issue 35).
export const dynamicParams = false

export function generateStaticParams() {
  return articlePathParams()
}

export default async function ArticleImage({
  params,
}: {
  params: Promise<{ articlePath: string }>
}) {
  const article = findArticleAtPath(`/${(await params).articlePath}`)
  return renderOgImage({ eyebrow: article?.category ?? 'Blog', title: article?.title ?? '' })
}
