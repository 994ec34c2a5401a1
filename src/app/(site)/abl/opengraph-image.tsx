import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { findArticle } from '@/server/content/articles'

const article = () => findArticle('asset-based-loans-vs-merchant-cash-advances')!

export const alt = 'Asset-Based Loans vs. Merchant Cash Advances'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({ eyebrow: article().category, title: article().title })
}
