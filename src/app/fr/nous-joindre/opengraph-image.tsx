import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Parlons de votre financement'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({ eyebrow: 'Nous joindre', title: 'Parlons de votre financement' })
}
