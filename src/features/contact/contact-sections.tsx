import { CalendarClock, Clock, Mail, Rocket } from 'lucide-react'
import { Accordion } from '@/components/ui/accordion'
import { ExternalButtonLink } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { hrefIn } from '@/content/french-routes'
import { businessHours, site } from '@/content/site'
import { contentIn } from '@/i18n/content'
import { ContactForm } from './contact-form'

/** 'Send Us a Message' beside 'Get in Touch' and 'Need Immediate Assistance?'. */
export function ContactMain() {
  const t = useTranslations('Contact')
  return (
    <section className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8" data-reveal>
        <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('formTitle')}
        </h2>
        <p className="mt-2 text-ink-muted">
          {t.rich('formIntro', {
            mark: (chunks) => <span aria-hidden="true">{chunks}</span>,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </p>
        <div className="mt-6">
          <ContactForm supportEmail={site.supportEmail} />
        </div>
      </div>
      <div className="grid content-start gap-6">
        <GetInTouch />
        <ImmediateAssistance />
      </div>
    </section>
  )
}

function GetInTouch() {
  const t = useTranslations('Contact')
  const locale = useLocale()
  return (
    <section
      aria-labelledby="get-in-touch-title"
      className="rounded-card border border-line bg-surface p-6 sm:p-8"
      data-reveal
    >
      <h2 id="get-in-touch-title" className="text-xl font-bold tracking-tight text-ink">
        {t('getInTouch')}
      </h2>
      <ul className="mt-6 grid gap-6">
        <li className="flex gap-4">
          <IconBadge>
            <Mail aria-hidden className="size-5" />
          </IconBadge>
          <div>
            <h3 className="font-semibold text-ink">{t('email')}</h3>
            <a
              href={`mailto:${site.supportEmail}`}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {site.supportEmail}
            </a>
            <p className="mt-1 text-sm text-ink-muted">{t('replyTime')}</p>
          </div>
        </li>
        <li className="flex gap-4">
          <IconBadge>
            <Clock aria-hidden className="size-5" />
          </IconBadge>
          <div>
            <h3 className="font-semibold text-ink">{t('businessHours')}</h3>
            <p className="text-ink-muted">{t('hours', { hours: businessHours(locale) })}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('weekend')}</p>
          </div>
        </li>
        <li className="flex gap-4">
          <IconBadge>
            <CalendarClock aria-hidden className="size-5" />
          </IconBadge>
          <div>
            <h3 className="font-semibold text-ink">{t('talkToExpert')}</h3>
            <p className="text-ink-muted">{t('pickTime')}</p>
            <ExternalLink
              href={site.schedulerUrl}
              className="mt-2 inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('bookCall')}
            </ExternalLink>
          </div>
        </li>
      </ul>
    </section>
  )
}

function ImmediateAssistance() {
  const t = useTranslations('Contact')
  const closing = useTranslations('ClosingBanner')
  return (
    <section
      aria-labelledby="immediate-assistance-title"
      className="rounded-card bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white sm:p-8"
      data-reveal
    >
      <Rocket aria-hidden className="size-7 text-accent-300" />
      <h2 id="immediate-assistance-title" className="mt-4 text-xl font-bold tracking-tight">
        {t('immediateTitle')}
      </h2>
      <p className="mt-2 text-white/80">{t('immediateText')}</p>
      <ExternalButtonLink href={site.appSignupUrl} variant="accent" className="mt-6">
        {closing('getStarted')}
      </ExternalButtonLink>
    </section>
  )
}

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-card">
      {children}
    </span>
  )
}

export function ContactFaq() {
  const t = useTranslations('Contact')
  const locale = useLocale()
  const faqs = contentIn(locale).contactFaqs.map((faq) =>
    faq.link ? { ...faq, link: { ...faq.link, href: hrefIn(locale, faq.link.href) } } : faq,
  )
  return (
    <section
      aria-labelledby="faq-title"
      className="mx-auto max-w-3xl px-4 py-16 sm:px-6"
      data-reveal
    >
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-ink">
        {t('faqTitle')}
      </h2>
      <div className="mt-8">
        <Accordion name="contact-faq" items={faqs} />
      </div>
    </section>
  )
}
