import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'One profile. Many lenders. Minutes, not weeks.'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'How It Works',
    title: 'One profile. Many lenders. Minutes, not weeks.',
  })
}
