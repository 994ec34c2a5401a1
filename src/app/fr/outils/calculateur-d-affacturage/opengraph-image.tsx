import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { frenchTypography } from '@/lib/french-typography'

export const alt = 'Calculateur d’affacturage : versé maintenant, versé plus tard, et les frais'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Outils de financement',
    title: frenchTypography(
      'Calculateur d’affacturage : versé maintenant, versé plus tard, et les frais',
    ),
  })
}
