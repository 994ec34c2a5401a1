import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Capital for the businesses that build, sell and move'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Who We Help',
    title: 'Capital for the businesses that build, sell and move',
  })
}
