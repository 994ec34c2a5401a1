import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'How we work out what an offer costs'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({ eyebrow: 'Funding Tools', title: 'How we work out what an offer costs' })
}
