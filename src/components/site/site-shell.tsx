import type { ReactNode } from 'react'
import { site } from '@/content/site'
import { ChatLauncher } from './chat/chat-launcher'
import { NewsletterForm } from './newsletter-form'
import { SiteHeader } from './header/site-header'
import { SiteFooter } from './site-footer'

/** Header, main content and footer of every public page (the 404 screen included). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter newsletterSlot={<NewsletterForm />} />
      <ChatLauncher signupUrl={site.appSignupUrl} supportEmail={site.supportEmail} />
    </>
  )
}
