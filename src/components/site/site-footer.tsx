import Link from 'next/link'
import type { ReactNode } from 'react'
import { Clock, Mail, MapPin } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { pathIn } from '@/content/french-routes'
import { formatAddress, site, supportHours } from '@/content/site'
import type { SiteNavigation } from '@/server/content/navigation'
import { Logo } from './logo'
import { SocialLinks } from './social-links'

/**
 * The shared footer, in the page's language. `newsletterSlot` holds the newsletter form
 * (newsletter-form.tsx) and `languageSwitch` the link to the other language, which the footer
 * only places.
 */
export function SiteFooter({
  navigation: { footerColumns, legalLinks },
  newsletterSlot,
  languageSwitch,
}: {
  navigation: SiteNavigation
  newsletterSlot: ReactNode
  languageSwitch: ReactNode
}) {
  const locale = useLocale()
  const t = useTranslations('Shell')
  return (
    <footer className="bg-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.1fr_2fr]">
          <div className="grid content-start gap-6">
            <Link
              href={pathIn(locale, '/')}
              aria-label={t('footerHome', { name: site.name })}
              className="w-fit rounded-lg"
            >
              <Logo inverse />
            </Link>
            <p className="max-w-sm text-sm leading-relaxed text-white/75">{t('footerTagline')}</p>
            <div>{newsletterSlot}</div>
          </div>
          <nav
            aria-label={t('footerNavigation')}
            className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-5"
          >
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-4 grid gap-3">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="text-sm text-white/75 transition-colors hover:text-white"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-14 grid gap-6 border-t border-white/10 pt-8 text-sm text-white/75 md:grid-cols-3">
          <address className="flex gap-3 not-italic">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <span>{formatAddress(site.address)}</span>
          </address>
          <p className="flex gap-3">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <span>{t('supportHours', { hours: supportHours(locale) })}</span>
          </p>
          <p className="flex gap-3">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <a href={`mailto:${site.supportEmail}`} className="underline-offset-4 hover:underline">
              {site.supportEmail}
            </a>
          </p>
        </div>

        <div className="mt-8 flex flex-col-reverse gap-6 border-t border-white/10 pt-8 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-white/65">
            {t('copyright', {
              year: new Date().getFullYear(),
              company: site.legalName.replace(/\.$/, ''),
            })}
          </p>
          <div className="flex flex-wrap items-center gap-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-3">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm text-white/75 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {languageSwitch}
            <SocialLinks urls={site.social} listLabel={t('socialMedia')} />
          </div>
        </div>
      </div>
    </footer>
  )
}
