import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/site/site-document'
import { SiteShell } from '@/components/site/site-shell'
import { setPageLocale } from '@/i18n/page-locale'
import { rootMetadata, siteViewport } from '@/lib/page-metadata'
import { languageTwins, siteNavigation } from '@/server/content/navigation'
import '../globals.css'

export const generateMetadata = () => rootMetadata('fr')

export const viewport = siteViewport

/** The root of every French page, under /fr (docs/decisions/0028-french.md). */
export default function FrenchLayout({ children }: { children: ReactNode }) {
  setPageLocale('fr')
  return (
    <SiteDocument locale="fr">
      <SiteShell navigation={siteNavigation('fr')} twins={languageTwins('fr')}>
        {children}
      </SiteShell>
    </SiteDocument>
  )
}
