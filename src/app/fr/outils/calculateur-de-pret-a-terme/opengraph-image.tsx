import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { frenchTypography } from '@/lib/french-typography'

export const alt = 'Calculateur de prêt à terme : versement, intérêts et TAP avec frais'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Outils de financement',
    title: frenchTypography('Calculateur de prêt à terme : versement, intérêts et TAP avec frais'),
  })
}
