import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Relier les entreprises en croissance au financement'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Qui nous sommes',
    title: 'Relier les entreprises en croissance au financement',
  })
}
