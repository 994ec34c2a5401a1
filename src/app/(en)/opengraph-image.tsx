import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Fast Funding for Founders Like You.'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Business funding marketplace',
    title: 'Fast Funding for Founders Like You.',
  })
}
