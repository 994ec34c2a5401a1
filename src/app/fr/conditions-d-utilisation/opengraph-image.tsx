import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Conditions d’utilisation'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({ eyebrow: 'Juridique', title: 'Conditions d’utilisation' })
}
