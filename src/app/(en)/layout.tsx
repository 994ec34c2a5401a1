import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/site/site-document'
import { SiteShell } from '@/components/site/site-shell'
import { rootMetadata, siteViewport } from '@/lib/page-metadata'
import { languageTwins, siteNavigation } from '@/server/content/navigation'
import '../globals.css'

export const generateMetadata = () => rootMetadata('en')

export const viewport = siteViewport

/** The root of every English page: SPEC's addresses, unchanged. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="en">
      <SiteShell navigation={siteNavigation('en')} twins={languageTwins('en')}>
        {children}
      </SiteShell>
    </SiteDocument>
  )
}
