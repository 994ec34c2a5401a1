'use client'

import { Languages } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { cn } from '@/lib/cn'

/**
 * The link to the page being read in the other language (`twins`: each address of this language
 * that has one → its twin). A language change loads a whole page: each language has its own root.
 * Absent where the page has no twin (the 404).
 */
export function LanguageSwitch({
  twins,
  className,
}: {
  twins: Readonly<Record<string, string>>
  className?: string
}) {
  const t = useTranslations('Shell')
  const twin = twins[usePathname()]
  if (!twin) return null
  return (
    <a
      href={twin}
      hrefLang={t('otherLanguageCode')}
      lang={t('otherLanguageCode')}
      aria-label={t('otherLanguageLabel')}
      className={cn('inline-flex items-center gap-1.5 rounded-full font-medium', className)}
    >
      <Languages aria-hidden className="size-4" />
      {t('otherLanguage')}
    </a>
  )
}
