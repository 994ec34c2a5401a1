import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Bâtissons quelque chose ensemble'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Contact partenaires',
    title: 'Bâtissons quelque chose ensemble',
  })
}
