import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Grandissez avec la place de marché du financement d’entreprise'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Devenez partenaire',
    title: 'Grandissez avec la place de marché du financement d’entreprise',
  })
}
