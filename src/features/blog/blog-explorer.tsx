'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { RotationControl } from '@/components/ui/rotation-control'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useRotation } from '@/lib/use-rotation'
import type { ArticleSummary } from '@/server/content/articles'
import {
  articlesFor,
  blogFilters,
  filterFromParameter,
  filterName,
  type BlogFilterName,
} from '@/content/blog'

/** docs/product.md, Timers and rotations: categories rotate every 5 s; the featured card fades out, swaps after 400 ms, fades in 50 ms later. */
export const CATEGORY_ROTATION_MS = 5000
export const FEATURED_SWAP_MS = 400
export const FEATURED_FADE_IN_DELAY_MS = 50
export const INITIAL_ARTICLE_COUNT = 6

/**
 * The interactive part of /blog: filter buttons (rotating until the visitor picks one), the
 * featured article and the 'Latest Articles' grid with 'Load More Articles'. Each card is
 * rendered on the server and passed in by slug, so this component only arranges them.
 */
export function BlogExplorer({
  articles,
  cards,
  featuredCards,
  feedHref,
}: {
  articles: ArticleSummary[]
  cards: Record<string, ReactNode>
  featuredCards: Record<string, ReactNode>
  /** The RSS feed of the page's language. */
  feedHref: string
}) {
  const t = useTranslations('BlogExplorer')
  const locale = useLocale()
  const rotation = useRotation({ length: blogFilters.length, intervalMs: CATEGORY_ROTATION_MS })
  const [chosen, setChosen] = useState<BlogFilterName | null>(null)
  const [showAll, setShowAll] = useState(false)

  const active: BlogFilterName = chosen ?? blogFilters[rotation.index]!.name
  const list = articlesFor(active, articles)
  const [featuredSlug, setFeaturedSlug] = useState(list[0]?.slug)
  const [featuredVisible, setFeaturedVisible] = useState(true)
  const firstRender = useRef(true)

  // ?category= preselects a filter (read after hydration, since the page is prerendered); it is
  // the visitor's choice, so nothing rotates it away.
  const { stop } = rotation
  useEffect(() => {
    const preselected = filterFromParameter(
      new URLSearchParams(window.location.search).get('category'),
    )
    if (!preselected) return
    stop()
    // The address is outside React and only readable after hydration of the prerendered page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChosen(preselected)
  }, [stop])

  // Switching category fades the featured card out, swaps it after 400 ms, fades it in 50 ms later.
  const nextFeatured = list[0]?.slug
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    setFeaturedVisible(false)
    let fadeIn: ReturnType<typeof setTimeout> | undefined
    const swap = setTimeout(() => {
      setFeaturedSlug(nextFeatured)
      fadeIn = setTimeout(() => setFeaturedVisible(true), FEATURED_FADE_IN_DELAY_MS)
    }, FEATURED_SWAP_MS)
    return () => {
      clearTimeout(swap)
      if (fadeIn) clearTimeout(fadeIn)
    }
    // The category is the trigger; the slug it shows follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const rest = list.filter((article) => article.slug !== list[0]?.slug)
  const visible = showAll ? rest : rest.slice(0, INITIAL_ARTICLE_COUNT)

  function choose(name: BlogFilterName) {
    rotation.stop()
    setChosen(name)
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3" {...rotation.pauseHandlers}>
        <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap gap-2">
          {blogFilters.map((filter) => (
            <button
              key={filter.name}
              type="button"
              aria-pressed={active === filter.name}
              onClick={() => choose(filter.name)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                active === filter.name
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              {filterName(filter.name, locale)}
            </button>
          ))}
        </div>
        {!rotation.stopped && !rotation.reducedMotion ? (
          <RotationControl
            paused={rotation.pausedByVisitor}
            onToggle={rotation.togglePaused}
            label={t('rotationLabel')}
          />
        ) : null}
      </div>

      <div
        data-testid="featured-article"
        data-slug={featuredSlug}
        className={cn(
          'mt-10 transition-opacity duration-300',
          featuredVisible ? 'opacity-100' : 'opacity-0',
        )}
      >
        {featuredSlug ? featuredCards[featuredSlug] : null}
      </div>

      <section aria-labelledby="latest-articles-title" className="mt-16">
        <h2 id="latest-articles-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('latest')}
        </h2>
        {visible.length ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((article) => (
              <li key={article.slug} className="flex">
                {cards[article.slug]}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-ink-muted">{t('emptyCategory')}</p>
        )}
        {!showAll && rest.length > INITIAL_ARTICLE_COUNT ? (
          <div className="mt-10 text-center">
            <Button variant="secondary" size="lg" onClick={() => setShowAll(true)}>
              {t('loadMore')}
            </Button>
          </div>
        ) : null}
      </section>
      <p className="sr-only" aria-live="polite">
        {chosen
          ? chosen === 'All'
            ? t('showingAll')
            : t('showing', { filter: filterName(chosen, locale) })
          : ''}
      </p>
      <p className="mt-12 text-center text-sm text-ink-muted">
        {t('feedPrompt')}{' '}
        <Link href={feedHref} className="font-medium text-brand-700 underline underline-offset-4">
          {t('feedLink')}
        </Link>
        .
      </p>
    </div>
  )
}
