import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Help your clients get funded, and earn for it'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Referral Partners',
    title: 'Help your clients get funded, and earn for it',
  })
}
