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
  return (
    <Section id={id} tone="tinted" eyebrow="Testimonials" title={title}>
      <TestimonialCarousel
        label={label}
        items={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
      />
    </Section>
  )
}
