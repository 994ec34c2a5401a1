import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { CookieBanner } from '@/components/site/cookie-banner'
import { HydratedMark } from '@/components/site/hydrated-mark'
import { Providers } from '@/components/site/providers'
import { RevealObserver } from '@/components/site/reveal-observer'
import { ScrollToTopOnNavigate } from '@/components/site/scroll-to-top-on-navigate'
import { site } from '@/content/site'
import './globals.css'

// Inter cut to the site's characters and weights by `npm run font:subset` (issue 9).
const inter = localFont({
  src: './fonts/inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
})

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: {
    default: `${site.name}: one profile, many lenders`,
    template: `%s | ${site.name}`,
  },
  description:
    'Compare business funding options from 120+ verified lenders with one digital profile. AI-driven matching within minutes, free for businesses in Canada and the United States.',
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: 'en_CA' },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = {
  themeColor: '#2148d1',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA" className={inter.variable}>
      <body className="min-h-dvh bg-white antialiased">
        <Providers>
          {children}
          <CookieBanner />
          <RevealObserver />
          <ScrollToTopOnNavigate />
          <HydratedMark />
        </Providers>
      </body>
    </html>
  )
}
