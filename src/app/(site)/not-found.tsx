import type { Metadata } from 'next'
import { PageNotFound } from '@/components/site/page-not-found'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

/**
 * `notFound()` in a site page: the site layout already draws the header and footer. Without this
 * file the root not-found, shell and all, would render inside that layout, and its copy would ride
 * along in every site page's React Server Components payload.
 */
export default function SiteNotFound() {
  return <PageNotFound />
}
