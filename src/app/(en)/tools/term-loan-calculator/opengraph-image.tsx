import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Term loan calculator: payment, interest and APR with fees'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Funding Tools',
    title: 'Term loan calculator: payment, interest and APR with fees',
  })
}
