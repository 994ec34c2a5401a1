import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { site } from '@/content/site'
import type { SiteNavigation } from '@/server/content/navigation'
import { ChatLauncher } from './chat/chat-launcher'
import { NewsletterForm } from './newsletter-form'
import { SiteHeader } from './header/site-header'
import { LanguageSuggestion } from './language-suggestion'
import { LanguageSwitch } from './language-switch'
import { SiteFooter } from './site-footer'

/**
 * Header, main content and footer of every public page (the 404 screen included), in the page's
 * language: `navigation` is the site map in that language, `twins` each address's twin in the
 * other (the layout reads both on the server).
 */
export function SiteShell({
  navigation,
  twins,
  children,
}: {
  navigation: SiteNavigation
  twins: Readonly<Record<string, string>>
  children: ReactNode
}) {
  const t = useTranslations('Shell')
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader
        menus={navigation.headerMenus}
        languageSwitch={
          <LanguageSwitch
            twins={twins}
            className="px-3 py-2 text-sm text-ink hover:text-brand-700"
          />
        }
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        navigation={navigation}
        newsletterSlot={<NewsletterForm />}
        languageSwitch={
          <LanguageSwitch twins={twins} className="text-sm text-white/75 hover:text-white" />
        }
      />
      <LanguageSuggestion twins={twins} />
      <ChatLauncher signupUrl={site.appSignupUrl} supportEmail={site.supportEmail} />
    </>
  )
}
