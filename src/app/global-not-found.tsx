import type { Metadata } from 'next'
import { PageNotFound } from '@/components/site/page-not-found'
import { SiteDocument } from '@/components/site/site-document'
import { SiteShell } from '@/components/site/site-shell'
import { site } from '@/content/site'
import { siteNavigation } from '@/server/content/navigation'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: `Page not found | ${site.name}`,
  robots: { index: false },
}

/**
 * Addresses no route matches, outside /fr (French ones reach the French 404 through
 * `fr/[...missing]`). The site has one root layout per language, so this page draws the whole
 * document itself (Next's `globalNotFound`).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <SiteShell navigation={siteNavigation('en')} twins={{}}>
        <PageNotFound />
      </SiteShell>
    </SiteDocument>
  )
}
