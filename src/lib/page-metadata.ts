import type { Metadata } from 'next'
import { site } from '@/content/site'

/**
 * A page's title, description and canonical address, repeated in its Open Graph and Twitter tags
 * (Next does not copy them there on its own). The sharing image comes from the route's
 * opengraph-image file.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title?: string
  description: string
  path: string
}): Metadata {
  const shareTitle = title ? `${title} | ${site.name}` : `${site.name}: one profile, many lenders`
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_CA',
      title: shareTitle,
      description,
      url: path,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description },
  }
}
