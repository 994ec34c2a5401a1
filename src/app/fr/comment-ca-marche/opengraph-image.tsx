import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Un profil. De nombreux prêteurs. Des minutes, pas des semaines.'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Comment ça marche',
    title: 'Un profil. De nombreux prêteurs. Des minutes, pas des semaines.',
  })
}
