import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Logo } from '@/components/site/logo'
import { SiteDocument } from '@/components/site/site-document'
import { site } from '@/content/site'
import { siteViewport } from '@/lib/page-metadata'
import '../globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `Admin | ${site.name}`, template: `%s | ${site.name}` },
  robots: { index: false, follow: false },
}

export const viewport = siteViewport

/** The team's area: its own root, in English, without the visitors' cookie notice (decision 0030). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="en" cookieNotice={false}>
      <div className="min-h-dvh bg-surface">
        <header className="border-b border-line bg-white">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
            <Link href="/" aria-label="Back to the website" className="rounded-lg">
              <Logo />
            </Link>
            <span className="text-sm font-semibold text-ink-muted">Team area</span>
          </div>
        </header>
        <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</main>
      </div>
    </SiteDocument>
  )
}
