import Link from 'next/link'
import { CheckCircle2 } from 'lucide-react'
import { InfoCard } from '@/components/site/info-card'
import { Section } from '@/components/site/section'
import { howWeMakeMoney } from '@/content/disclosures'
import { site } from '@/content/site'

/** The sections of /how-we-make-money, in page order; the copy is in src/content/disclosures.ts. */

export function PayersSection() {
  const { payers } = howWeMakeMoney
  return (
    <Section id="payers-title" eyebrow="The money" title={payers.title} width="wide">
      <div className="grid gap-6 md:grid-cols-3">
        {payers.cards.map((card) => (
          <InfoCard key={card.title} card={card} />
        ))}
      </div>
    </Section>
  )
}

export function PayeesSection() {
  const { payees } = howWeMakeMoney
  return (
    <Section id="payees-title" title={payees.title} width="narrow" gap="small">
      <div className="grid gap-4 text-lg leading-relaxed text-ink-muted">
        {payees.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  )
}

export function RankingSection() {
  const { ranking } = howWeMakeMoney
  return (
    <Section
      id="ranking-title"
      tone="tinted"
      eyebrow="Our position"
      title={ranking.title}
      width="medium"
    >
      <ul className="grid gap-5 md:grid-cols-2">
        {ranking.points.map((point) => (
          <li
            key={point.title}
            className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card"
          >
            <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <div>
              <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-muted">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function AgreementSection() {
  const { agreement, questions } = howWeMakeMoney
  return (
    <Section id="agreement-title" tone="tinted" title={agreement.title} width="narrow" gap="small">
      <div className="grid gap-4 text-lg leading-relaxed text-ink-muted">
        {agreement.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-12 text-xl font-semibold text-ink">{questions.title}</h3>
      <p className="mt-3 text-lg leading-relaxed text-ink-muted">
        {questions.text}{' '}
        <a
          href={`mailto:${site.supportEmail}`}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {site.supportEmail}
        </a>
        . Our{' '}
        <Link
          href="/terms-of-service"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link
          href="/privacy-terms"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          Privacy Policy
        </Link>{' '}
        say more about the service.
      </p>
    </Section>
  )
}
