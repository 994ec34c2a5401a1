import { Star } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { Testimonial } from '@/content/types'
import { Avatar } from './avatar'
import { sampleContent } from './sample-content'

/** A quote with its star rating, avatar, name and position; a sample quote carries the illustrative note. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useTranslations('Testimonials')
  const sample = sampleContent(testimonial.illustrative, 'customer', {
    locale: useLocale(),
    className: 'mt-4',
  })
  return (
    <figure
      className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
      {...sample.marker}
    >
      <div
        className="flex gap-0.5"
        role="img"
        aria-label={t('rated', { rating: testimonial.rating })}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden
            className={
              star <= testimonial.rating
                ? 'size-4 fill-amber-400 text-amber-400'
                : 'size-4 text-line'
            }
          />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-[0.9375rem] leading-relaxed text-ink">
        {t('quote', { quote: testimonial.quote })}
      </blockquote>
      {/* The note sits in the caption: a figure's caption must be its first or last child. */}
      <figcaption className="mt-6">
        <span className="flex items-center gap-3">
          <Avatar seed={testimonial.avatarSeed} name="" size={44} />
          <span>
            <span className="block font-semibold text-ink">{testimonial.name}</span>
            <span className="block text-sm text-ink-subtle">{testimonial.position}</span>
          </span>
        </span>
        {sample.note}
      </figcaption>
    </figure>
  )
}
