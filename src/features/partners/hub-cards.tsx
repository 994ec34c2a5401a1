import Link from 'next/link'
import { ArrowRight } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { Section } from '@/components/site/section'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { Icon } from '@/components/ui/icon'
import { hrefIn } from '@/content/french-routes'
import { contentIn } from '@/i18n/content'

/** docs/product.md, Timers and rotations: the three hub cards are highlighted in turn, every 4 s. */
export const HUB_CARD_INTERVAL_MS = 4000

/** The three partner programmes, each card a link to its page. */
export function HubCards() {
  const t = useTranslations('Partners')
  const locale = useLocale()
  const { partnerHubCards } = contentIn(locale)
  return (
    <Section id="programmes-title" title={t('programmesTitle')}>
      <HighlightCycle
        label={t('highlightedProgramme')}
        intervalMs={HUB_CARD_INTERVAL_MS}
        className="grid gap-6 md:grid-cols-3"
        itemClassName="group flex"
        items={partnerHubCards.map((card) => (
          <Link
            key={card.href}
            href={hrefIn(locale, card.href)}
            className="flex w-full flex-col rounded-card border border-line bg-white p-7 shadow-card transition-all duration-300 group-data-[active=true]:-translate-y-1 group-data-[active=true]:border-brand-400 hover:shadow-raised"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-data-[active=true]:bg-brand-600 group-data-[active=true]:text-white">
              <Icon name={card.icon} className="size-6" />
            </span>
            <span className="mt-5 text-xl font-semibold text-ink">{card.title}</span>
            <span className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-ink-muted">
              {card.description}
            </span>
            <span className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700">
              {t('learnMore')} <ArrowRight aria-hidden className="size-4" />
            </span>
          </Link>
        ))}
      />
    </Section>
  )
}
