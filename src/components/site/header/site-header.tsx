import { useLocale } from 'next-intl'
import type { ReactNode } from 'react'
import { pathIn } from '@/content/french-routes'
import type { HeaderMenu } from '@/content/navigation'
import { Logo } from '../logo'
import { AccountLinks } from './account-links'
import { HeaderShell } from './header-shell'

export function SiteHeader({
  menus,
  languageSwitch,
}: {
  menus: HeaderMenu[]
  languageSwitch: ReactNode
}) {
  return (
    <HeaderShell
      homeHref={pathIn(useLocale(), '/')}
      menus={menus}
      logo={<Logo />}
      accountLinks={
        <>
          {languageSwitch}
          <AccountLinks />
        </>
      }
      mobileAccountLinks={
        <>
          <AccountLinks stacked />
          {languageSwitch}
        </>
      }
    />
  )
}
