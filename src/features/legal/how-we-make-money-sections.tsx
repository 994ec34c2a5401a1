import Link from 'next/link'
import { CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { InfoCard } from '@/components/site/info-card'
import { Section } from '@/components/site/section'
import { useLocale, useTranslations } from 'next-intl'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { contentIn } from '@/i18n/content'

/**
 * The sections of /how-we-make-money, in page order, in the page's language; the copy is in
 * src/content/disclosures.ts and src/content/fr/disclosures.ts.
 */

export function PayersSection() {
  const t = useTranslations('HowWeMakeMoney')
  const { payers } = contentIn(useLocale()).howWeMakeMoney
  return (
    <Section id="payers-title" eyebrow={t('moneyEyebrow')} title={payers.title} width="wide">
      <div className="grid gap-6 md:grid-cols-3">
        {payers.cards.map((card) => (
          <InfoCard key={card.title} card={card} />
        ))}
      </div>
    </Section>
  )
}

export function PayeesSection() {
  const { payees } = contentIn(useLocale()).howWeMakeMoney
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
  const t = useTranslations('HowWeMakeMoney')
  const { ranking } = contentIn(useLocale()).howWeMakeMoney
  return (
    <Section
      id="ranking-title"
      tone="tinted"
      eyebrow={t('positionEyebrow')}
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
  const t = useTranslations('HowWeMakeMoney')
  const locale = useLocale()
  const { agreement, questions } = contentIn(locale).howWeMakeMoney
  const link = (href: string) =>
    function DocumentLink(chunks: ReactNode) {
      return (
        <Link href={href} className="font-medium text-brand-700 underline underline-offset-4">
          {chunks}
        </Link>
      )
    }
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
        {t.rich('sayMore', {
          terms: link(pathIn(locale, '/terms-of-service')),
          privacy: link(pathIn(locale, '/privacy-terms')),
        })}
      </p>
    </Section>
  )
}
