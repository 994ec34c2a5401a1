import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = "Let's Talk About Your Funding"
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({ eyebrow: 'Contact Us', title: "Let's Talk About Your Funding" })
}
