import Link from 'next/link'
import type { ReactNode } from 'react'
import { pathIn } from '@/content/french-routes'
import type { Locale } from '@/i18n/locales'

/**
 * The `<link>` tag of a message that names the privacy policy (`t.rich(key, { link })`): the
 * policy's page in the page's language, as an underlined link.
 */
export function privacyPolicyLink(locale: Locale) {
  return function PrivacyPolicyLink(chunks: ReactNode) {
    return (
      <Link
        href={pathIn(locale, '/privacy-terms')}
        className="font-medium text-brand-700 underline underline-offset-4"
      >
        {chunks}
      </Link>
    )
  }
}
