import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Qualified deal flow from vetted businesses'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'For Lenders',
    title: 'Qualified deal flow from vetted businesses',
  })
}
