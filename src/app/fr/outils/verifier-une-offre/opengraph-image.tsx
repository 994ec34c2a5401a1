import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { frenchTypography } from '@/lib/french-typography'

export const alt = 'Vérifier une offre : ce qu’elle coûte vraiment, exprimé comme toute autre'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Outils de financement',
    title: frenchTypography(
      'Vérifier une offre : ce qu’elle coûte vraiment, exprimé comme toute autre',
    ),
  })
}
