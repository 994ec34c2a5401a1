import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Invoice factoring calculator: paid now, paid later, and the fee'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Funding Tools',
    title: 'Invoice factoring calculator: paid now, paid later, and the fee',
  })
}
