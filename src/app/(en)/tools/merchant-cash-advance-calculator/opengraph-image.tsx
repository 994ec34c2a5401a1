import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/site/og-image'

export const alt = 'Merchant cash advance calculator: from factor rate to APR'
export const size = ogImageSize
export const contentType = ogImageContentType

export default function OpenGraphImage() {
  return renderOgImage({
    eyebrow: 'Funding Tools',
    title: 'Merchant cash advance calculator: from factor rate to APR',
  })
}
