import { CalendarClock, Clock, Mail, Rocket } from 'lucide-react'
import { Accordion } from '@/components/ui/accordion'
import { ExternalButtonLink } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { contactFaqs } from '@/content/faqs'
import { site } from '@/content/site'
import { ContactForm } from './contact-form'

/** 'Send Us a Message' beside 'Get in Touch' and 'Need Immediate Assistance?'. */
export function ContactMain() {
  return (
    <section className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8" data-reveal>
        <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink">
          Send Us a Message
        </h2>
        <p className="mt-2 text-ink-muted">
          Tell us about your business and what you need. Fields marked{' '}
          <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
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
  return (
    <section
      aria-labelledby="get-in-touch-title"
      className="rounded-card border border-line bg-surface p-6 sm:p-8"
      data-reveal
    >
      <h2 id="get-in-touch-title" className="text-xl font-bold tracking-tight text-ink">
        Get in Touch
      </h2>
      <ul className="mt-6 grid gap-6">
        <li className="flex gap-4">
          <IconBadge>
            <Mail aria-hidden className="size-5" />
          </IconBadge>
          <div>
            <h3 className="font-semibold text-ink">Email</h3>
            <a
              href={`mailto:${site.supportEmail}`}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {site.supportEmail}
            </a>
            <p className="mt-1 text-sm text-ink-muted">We reply within 24 hours.</p>
          </div>
        </li>
        <li className="flex gap-4">
          <IconBadge>
            <Clock aria-hidden className="size-5" />
          </IconBadge>
          <div>
            <h3 className="font-semibold text-ink">Business Hours</h3>
            <p className="text-ink-muted">Mon-Fri 9 AM-5 PM EST</p>
            <p className="mt-1 text-sm text-ink-muted">
              Weekend support is available for urgent requests.
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <IconBadge>
            <CalendarClock aria-hidden className="size-5" />
          </IconBadge>
          <div>
            <h3 className="font-semibold text-ink">Talk to an Expert</h3>
            <p className="text-ink-muted">Pick a time that suits you for a short call.</p>
            <ExternalLink
              href={site.schedulerUrl}
              className="mt-2 inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Book A Call
            </ExternalLink>
          </div>
        </li>
      </ul>
    </section>
  )
}

function ImmediateAssistance() {
  return (
    <section
      aria-labelledby="immediate-assistance-title"
      className="rounded-card bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white sm:p-8"
      data-reveal
    >
      <Rocket aria-hidden className="size-7 text-accent-300" />
      <h2 id="immediate-assistance-title" className="mt-4 text-xl font-bold tracking-tight">
        Need Immediate Assistance?
      </h2>
      <p className="mt-2 text-white/80">
        Create your free business profile now and see your matched funding options within minutes.
      </p>
      <ExternalButtonLink href={site.appSignupUrl} variant="accent" className="mt-6">
        Get Started Free
      </ExternalButtonLink>
    </section>
  )
}

function IconBadge({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-card">
      {children}
    </span>
  )
}

export function ContactFaq() {
  return (
    <section
      aria-labelledby="faq-title"
      className="mx-auto max-w-3xl px-4 py-16 sm:px-6"
      data-reveal
    >
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-ink">
        Frequently Asked Questions
      </h2>
      <div className="mt-8">
        <Accordion name="contact-faq" items={contactFaqs} />
      </div>
    </section>
  )
}
