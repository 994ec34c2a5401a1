'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Menu, X } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import type { HeaderMenu } from '@/content/navigation'
import { cn } from '@/lib/cn'
import { LazyComponent } from '@/lib/lazy-component'
import { DesktopNav } from './desktop-nav'

// The phone menu's code (an accordion) loads when the menu is first opened, or when the pointer or
// keyboard reaches the menu button, rather than with every page.
const loadMobileNav = () => import('./mobile-nav').then((module) => module.MobileNav)

/** The header gets its shadow once the page has scrolled more than this (docs/product.md, Shared pieces). */
export const HEADER_SHADOW_SCROLL_PX = 10

const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The sticky header, in the page's language: `menus` and the home address come from the server, as
 * do `accountLinks` and `mobileAccountLinks`, rendered there.
 */
export function HeaderShell({
  homeHref,
  menus,
  logo,
  accountLinks,
  mobileAccountLinks,
}: {
  homeHref: string
  menus: HeaderMenu[]
  logo: ReactNode
  accountLinks: ReactNode
  mobileAccountLinks: ReactNode
}) {
  const [scrolled, setScrolled] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const pathname = usePathname()
  const t = useTranslations('Shell')

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SHADOW_SCROLL_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  // A new page closes the phone menu.
  const [menuPathname, setMenuPathname] = useState(pathname)
  if (menuPathname !== pathname) {
    setMenuPathname(pathname)
    setMobileOpen(false)
  }

  useEffect(() => {
    if (!mobileOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMobileOpen(false)
      document.querySelector<HTMLButtonElement>(`[aria-controls="${MOBILE_MENU_ID}"]`)?.focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [mobileOpen])

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-50 bg-white/95 backdrop-blur transition-shadow duration-200',
        scrolled ? 'shadow-header' : 'shadow-none',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link href={homeHref} aria-label={t('home')} className="shrink-0 rounded-lg">
          {logo}
        </Link>
        <DesktopNav menus={menus} />
        <div className="hidden items-center gap-2 lg:flex">{accountLinks}</div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={mobileOpen ? t('closeMenu') : t('openMenu')}
          onPointerEnter={() => void loadMobileNav()}
          onPointerDown={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? (
            <X aria-hidden className="size-6" />
          ) : (
            <Menu aria-hidden className="size-6" />
          )}
        </button>
      </div>
      <LazyComponent
        load={loadMobileNav}
        wanted={mobileOpen}
        props={{
          id: MOBILE_MENU_ID,
          menus,
          accountLinks: mobileAccountLinks,
          onNavigate: () => setMobileOpen(false),
        }}
      />
    </header>
  )
}
