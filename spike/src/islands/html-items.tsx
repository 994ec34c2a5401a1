import type { ComponentProps } from 'react'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { LogoMarquee } from '@/components/ui/logo-marquee'
import { TestimonialCarousel } from '@/components/ui/testimonial-carousel'

// Islands whose real component takes a list of server-rendered elements: the list arrives as HTML
// strings (rendered at build) and is placed as-is, so the cards' own code never ships.
function Html({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}
const asElements = (itemsHtml: string[]) => itemsHtml.map((html, index) => <Html key={index} html={html} />)

type WithHtml<P, K extends keyof P> = Omit<P, K> & { itemsHtml: string[] }

export function HighlightCycleHtml({ itemsHtml, ...props }: WithHtml<ComponentProps<typeof HighlightCycle>, 'items'>) {
  return <HighlightCycle {...props} items={asElements(itemsHtml)} />
}
export function TestimonialCarouselHtml({ itemsHtml, ...props }: WithHtml<ComponentProps<typeof TestimonialCarousel>, 'items'>) {
  return <TestimonialCarousel {...props} items={asElements(itemsHtml)} />
}
export function LogoMarqueeHtml({ itemsHtml, ...props }: WithHtml<ComponentProps<typeof LogoMarquee>, 'logos'>) {
  return <LogoMarquee {...props} logos={asElements(itemsHtml)} />
}
