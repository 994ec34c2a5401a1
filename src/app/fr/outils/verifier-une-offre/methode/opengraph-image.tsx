import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Comment nous calculons ce que coûte une offre'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Outils de financement',
    title: 'Comment nous calculons ce que coûte une offre',
  })
}
