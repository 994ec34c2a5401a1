import { useTranslations } from 'next-intl'
import type { Testimonial } from '@/content/types'
import { TestimonialCarousel } from '@/components/ui/testimonial-carousel'
import { Section } from './section'
import { TestimonialCard } from './testimonial-card'

/** A tinted band of client quotes in the testimonial carousel; `label` names the carousel. */
export function TestimonialsSection({
  id,
  title,
  label,
  testimonials,
}: {
  id: string
  title: string
  label: string
  testimonials: Testimonial[]
}) {
  const t = useTranslations('Testimonials')
  return (
    <Section id={id} tone="tinted" eyebrow={t('eyebrow')} title={title}>
      <TestimonialCarousel
        label={label}
        items={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
      />
    </Section>
  )
}
