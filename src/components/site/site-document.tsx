import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { clientMessages } from '@/i18n/messages'
import { htmlLang, type Locale } from '@/i18n/locales'
import { CookieBanner } from './cookie-banner'
import { HydratedMark } from './hydrated-mark'
import { Providers } from './providers'
import { RevealObserver } from './reveal-observer'
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate'
import { inter } from './site-font'

/**
 * The document of every page, in one language: `<html lang>`, the font, the messages the
 * page's Client Components need, and what every page carries (notifications, cookie notice).
 * Each root layout (English, French, admin) and the 404 of unknown addresses render it, and
 * import the global stylesheet. The admin leaves out the cookie notice: it tells visitors what the
 * public site keeps in their browser, and the team's area keeps only its sign-in session and
 * list filters (decision 0030).
 */
export function SiteDocument({
  locale,
  cookieNotice = true,
  children,
}: {
  locale: Locale
  cookieNotice?: boolean
  children: ReactNode
}) {
  return (
    <html lang={htmlLang[locale]} className={inter.variable}>
      <body className="min-h-dvh bg-white antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages(locale)}>
          <Providers>
            {children}
            {cookieNotice && <CookieBanner />}
            <RevealObserver />
            <ScrollToTopOnNavigate />
            <HydratedMark />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
