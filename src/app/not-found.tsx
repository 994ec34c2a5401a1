import type { Metadata } from 'next'
import { PageNotFound } from '@/components/site/page-not-found'
import { SiteShell } from '@/components/site/site-shell'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

/** Addresses no route matches. */
export default function NotFound() {
  return (
    <SiteShell>
      <PageNotFound />
    </SiteShell>
  )
}
