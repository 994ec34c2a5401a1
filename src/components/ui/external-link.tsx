import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'

/** Opens another site in a new tab, safely, and tells screen-reader users it will. */
export function ExternalLink({
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  const t = useTranslations('Common')
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  )
}
