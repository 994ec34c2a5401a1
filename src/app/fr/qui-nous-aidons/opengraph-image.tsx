import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Du financement pour les entreprises qui fabriquent, vendent et transportent'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Qui nous aidons',
    title: 'Du financement pour les entreprises qui fabriquent, vendent et transportent',
  })
}
