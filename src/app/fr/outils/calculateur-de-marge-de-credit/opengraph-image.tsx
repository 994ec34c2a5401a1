import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { frenchTypography } from '@/lib/french-typography'

export const alt = 'Calculateur de marge de crédit : l’intérêt sur ce que vous utilisez'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Outils de financement',
    title: frenchTypography('Calculateur de marge de crédit : l’intérêt sur ce que vous utilisez'),
  })
}
