import { Logo } from '../logo'
import { AccountLinks } from './account-links'
import { HeaderShell } from './header-shell'

export function SiteHeader() {
  return (
    <HeaderShell
      logo={<Logo />}
      accountLinks={<AccountLinks />}
      mobileAccountLinks={<AccountLinks stacked />}
    />
  )
}
