'use client'

import { Accordion } from 'radix-ui'
import { ChevronDown } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { HeaderMenu, NavLink } from '@/content/navigation'
import { NavMenuLink } from './nav-menu-link'

/** The phone menu: one accordion section per top-level entry, one open at a time. */
export function MobileNav({
  id,
  menus,
  accountLinks,
  onNavigate,
}: {
  id: string
  menus: HeaderMenu[]
  accountLinks: ReactNode
  onNavigate: () => void
}) {
  const t = useTranslations('Shell')
  const overview = (label: string) => t('overview', { label })
  return (
    <nav
      id={id}
      aria-label={t('mainNavigation')}
      className="border-t border-line bg-white lg:hidden"
    >
      <div className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-4 pb-6 sm:px-6">
        <Accordion.Root type="single" collapsible className="divide-y divide-line">
          {menus.map((menu) => (
            <Accordion.Item key={menu.label} value={menu.label}>
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger className="group flex w-full items-center justify-between py-4 text-left text-base font-semibold text-ink">
                    {menu.label}
                    <ChevronDown
                      aria-hidden
                      className="size-5 text-ink-muted transition-transform duration-150 group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="pb-3">
                <ul className="grid gap-1">
                  {menuLinks(menu, overview).map((link) => (
                    <li key={`${link.label}-${link.href}`}>
                      <NavMenuLink
                        link={link}
                        onNavigate={onNavigate}
                        className="block rounded-xl px-3 py-2.5 text-[0.9375rem] text-ink-muted hover:bg-brand-50 hover:text-ink"
                      >
                        {link.label}
                      </NavMenuLink>
                    </li>
                  ))}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <div className="mt-4 grid gap-3">{accountLinks}</div>
      </div>
    </nav>
  )
}

/** Every link of a menu, in reading order, for the flat mobile list. */
function menuLinks(menu: HeaderMenu, overviewLabel: (label: string) => string): NavLink[] {
  if (menu.kind === 'menu') {
    const overview = { label: overviewLabel(menu.label), href: menu.href }
    const hasOverview = menu.items.some((item) => item.href === menu.href)
    return hasOverview ? menu.items : [overview, ...menu.items]
  }
  return menu.columns.flatMap((column) =>
    column.footer ? [...column.items, column.footer] : column.items,
  )
}
