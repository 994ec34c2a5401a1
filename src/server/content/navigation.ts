import 'server-only'
import { cache } from 'react'
import {
  FRENCH_BLOG,
  frenchHrefWhereServed,
  frenchPaths,
  servedInFrench,
} from '@/content/french-routes'
import { frenchNavigationLabels } from '@/content/fr/navigation'
import {
  footerColumns,
  headerMenus,
  legalLinks,
  type HeaderMenu,
  type NavLink,
} from '@/content/navigation'
import type { Locale } from '@/i18n/locales'
import { frenchArticleSlugs } from './french-articles'

export type SiteNavigation = {
  headerMenus: HeaderMenu[]
  footerColumns: { title: string; links: NavLink[] }[]
  legalLinks: NavLink[]
}

const english: SiteNavigation = { headerMenus, footerColumns, legalLinks }

/** The French word for an English label of the site map; throws when it has none. */
function frenchLabel(label: string): string {
  const french = frenchNavigationLabels[label]
  if (!french) throw new Error(`src/content/fr/navigation.ts: no French for "${label}"`)
  return french
}

/** The site map in one language: the English structure, French words and addresses in French. */
export function siteNavigation(locale: Locale): SiteNavigation {
  if (locale === 'en') return english
  const slugs = frenchArticleSlugs()
  const link = ({ label, href, description }: NavLink): NavLink => ({
    label: frenchLabel(label),
    href: frenchHrefWhereServed(href, slugs),
    ...(description ? { description: frenchLabel(description) } : {}),
  })
  return {
    headerMenus: headerMenus.map((menu) =>
      menu.kind === 'menu'
        ? {
            ...menu,
            label: frenchLabel(menu.label),
            href: frenchHrefWhereServed(menu.href, slugs),
            items: menu.items.map(link),
          }
        : {
            ...menu,
            label: frenchLabel(menu.label),
            columns: menu.columns.map((column) => ({
              title: frenchLabel(column.title),
              items: column.items.map(link),
              ...(column.footer ? { footer: link(column.footer) } : {}),
            })),
          },
    ),
    footerColumns: footerColumns.map((column) => ({
      title: frenchLabel(column.title),
      links: column.links.map(link),
    })),
    legalLinks: legalLinks.map(link),
  }
}

/**
 * Each address of one language that has a twin in the other → that twin: the pages built in
 * both languages and every article. What the language switch reads.
 */
export const languageTwins = cache((locale: Locale): Readonly<Record<string, string>> => {
  const pairs: [english: string, french: string][] = [
    ...[...servedInFrench].map((path): [string, string] => [path, frenchPaths[path]]),
    ...[...(servedInFrench.has('/blog') ? frenchArticleSlugs() : [])].map(
      ([path, slug]): [string, string] => [path, `${FRENCH_BLOG}/${slug}`],
    ),
  ]
  return Object.fromEntries(
    locale === 'en' ? pairs : pairs.map(([english, french]) => [french, english]),
  )
})
