import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Intégrez le financement d’entreprise à votre produit'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Partenaires API',
    title: 'Intégrez le financement d’entreprise à votre produit',
  })
}
