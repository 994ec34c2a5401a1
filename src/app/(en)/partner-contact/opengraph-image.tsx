import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = "Let's build something together"
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({ eyebrow: 'Partner Contact', title: "Let's build something together" })
}
