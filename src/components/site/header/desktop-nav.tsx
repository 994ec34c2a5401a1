'use client'

import Link from 'next/link'
import { ChevronDown } from 'lucide-react'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'
import type { HeaderMenu, NavLink } from '@/content/navigation'
import { NavMenuLink } from './nav-menu-link'

/** A submenu closes this long after the pointer leaves it (docs/product.md, Shared pieces). */
export const SUBMENU_CLOSE_DELAY_MS = 150

/**
 * Desktop navigation in the disclosure pattern: each top-level entry has a toggle button with
 * aria-expanded; hovering opens, leaving closes after 150 ms, Escape closes and returns focus.
 * A click on the toggle pins the submenu open (until a second click, Escape, a click outside or
 * focus leaving it). Only one submenu is open at a time.
 */
export function DesktopNav({ menus }: { menus: HeaderMenu[] }) {
  const [openLabel, setOpenLabel] = useState<string | null>(null)
  const [pinned, setPinned] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const idPrefix = useId()
  const t = useTranslations('Shell')

  function cancelClose() {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }

  useEffect(() => cancelClose, [])

  function close() {
    cancelClose()
    setOpenLabel(null)
    setPinned(false)
  }

  // A click anywhere outside the navigation closes a pinned submenu.
  useEffect(() => {
    if (openLabel === null) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (navRef.current?.contains(event.target as Node)) return
      setOpenLabel(null)
      setPinned(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openLabel])

  function toggle(label: string) {
    cancelClose()
    if (openLabel === label && pinned) {
      close()
    } else {
      setOpenLabel(label)
      setPinned(true)
    }
  }

  function onPointerEnter(event: PointerEvent, label: string) {
    if (event.pointerType !== 'mouse') return
    cancelClose()
    if (openLabel !== label) {
      setOpenLabel(label)
      setPinned(false)
    }
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse' || pinned) return
    cancelClose()
    closeTimer.current = setTimeout(close, SUBMENU_CLOSE_DELAY_MS)
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || openLabel === null) return
    close()
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus()
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    // Keyboard users tabbing past the submenu close it; moving within it keeps it open.
    const focusStaysInside = event.currentTarget.contains(event.relatedTarget as Node | null)
    if (!focusStaysInside && openLabel === event.currentTarget.dataset.label) close()
  }

  return (
    <nav ref={navRef} aria-label={t('mainNavigation')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {menus.map((menu) => {
          const isOpen = openLabel === menu.label
          const panelId = `${idPrefix}-${menu.label.replace(/\W+/g, '-').toLowerCase()}`
          const onToggle = () => toggle(menu.label)
          return (
            <li
              key={menu.label}
              data-label={menu.label}
              className="relative"
              onPointerEnter={(event) => onPointerEnter(event, menu.label)}
              onPointerLeave={onPointerLeave}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            >
              {menu.kind === 'menu' ? (
                <span className="flex items-center">
                  <Link
                    href={menu.href}
                    className="rounded-full py-2 pr-1 pl-3 text-[0.9375rem] font-medium text-ink hover:text-brand-700"
                    onClick={close}
                  >
                    {menu.label}
                  </Link>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t('submenu', { label: menu.label })}
                    onClick={onToggle}
                    className="rounded-full p-1.5 text-ink-muted hover:bg-brand-50 hover:text-brand-700"
                  >
                    <Chevron open={isOpen} />
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={onToggle}
                  className="flex items-center gap-1 rounded-full px-3 py-2 text-[0.9375rem] font-medium text-ink hover:text-brand-700"
                >
                  {menu.label}
                  <Chevron open={isOpen} />
                </button>
              )}
              <div
                id={panelId}
                hidden={!isOpen}
                className={cn(
                  'absolute top-full left-1/2 z-50 -translate-x-1/2 pt-3',
                  menu.kind === 'mega' ? 'w-[46rem]' : 'w-80',
                )}
              >
                <div className="rounded-card border border-line bg-white p-3 shadow-raised">
                  {menu.kind === 'menu' ? (
                    <LinkList links={menu.items} onNavigate={close} />
                  ) : (
                    <div className="grid grid-cols-3 gap-2">
                      {menu.columns.map((column) => (
                        <div key={column.title}>
                          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-ink-subtle uppercase">
                            {column.title}
                          </p>
                          <LinkList links={column.items} onNavigate={close} />
                          {column.footer ? (
                            <NavMenuLink
                              link={column.footer}
                              onNavigate={close}
                              className="mt-1 block rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                            >
                              {column.footer.label} →
                            </NavMenuLink>
                          ) : null}
                        </div>
                      ))}
                    </div>
                  )}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function Chevron({ open }: { open: boolean }) {
  return (
    <ChevronDown
      aria-hidden
      className={cn('size-4 transition-transform duration-150', open && 'rotate-180')}
    />
  )
}

function LinkList({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.href}>
          <NavMenuLink
            link={link}
            onNavigate={onNavigate}
            className="block rounded-xl px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            <span className="block text-sm font-semibold text-ink">{link.label}</span>
            {link.description ? (
              <span className="mt-0.5 block text-sm text-ink-muted">{link.description}</span>
            ) : null}
          </NavMenuLink>
        </li>
      ))}
    </ul>
  )
}
