import type { Metadata } from 'next'
import { PageNotFound } from '@/components/site/page-not-found'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

/** `notFound()` in an English page: the English layout already draws the header and footer. */
export default function EnglishNotFound() {
  return <PageNotFound />
}
