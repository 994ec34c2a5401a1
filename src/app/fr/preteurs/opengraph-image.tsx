import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Un flux d’affaires qualifié, d’entreprises vérifiées'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Pour les prêteurs',
    title: 'Un flux d’affaires qualifié, d’entreprises vérifiées',
  })
}
