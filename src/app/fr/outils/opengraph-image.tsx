import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { frenchTypography } from '@/lib/french-typography'

export const alt =
  'Outils de financement : sachez ce qu’il vous en coûtera avant de faire une demande'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Outils de financement',
    title: frenchTypography('Sachez ce qu’il vous en coûtera avant de faire une demande'),
  })
}
