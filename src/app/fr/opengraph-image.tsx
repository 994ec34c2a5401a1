import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Du financement rapide pour les fondateurs comme vous.'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Place de marché du financement d’entreprise',
    title: 'Du financement rapide pour les fondateurs comme vous.',
  })
}
