/** Scrolling helpers shared by the header, anchor pages and route changes (docs/product.md, Constants and limits). */

/** Anchored sections land this far below the top of the viewport, clear of the sticky header. */
export const ANCHOR_OFFSET_PX = 100

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}

/** Smoothly scrolls so the element with this id sits ANCHOR_OFFSET_PX below the top. */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(decodeURIComponent(id))
  if (!element) return false
  const top = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() })
  return true
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}
