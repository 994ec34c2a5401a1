import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Offer check: what an offer really costs, stated the same way as any other'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Funding Tools',
    title: 'Offer check: what an offer really costs, stated the same way as any other',
  })
}
