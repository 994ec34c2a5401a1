import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Aidez vos clients à obtenir du financement, et soyez récompensé'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Partenaires de recommandation',
    title: 'Aidez vos clients à obtenir du financement, et soyez récompensé',
  })
}
