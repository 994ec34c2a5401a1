import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'
import { frenchTypography } from '@/lib/french-typography'

export const alt = 'Calculateur d’avance de fonds : du facteur de remboursement au TAP'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Outils de financement',
    title: frenchTypography('Calculateur d’avance de fonds : du facteur de remboursement au TAP'),
  })
}
