'use client'

import { useTranslations } from 'next-intl'
import { Tooltip } from '@/components/ui/tooltip'
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './social-icons'

const networks = [
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'x', label: 'X', Icon: XIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
] as const

export type SocialUrls = Record<(typeof networks)[number]['key'], string>

/** Icon links to the brand's social profiles, each named and with a tooltip. */
export function SocialLinks({ urls, listLabel }: { urls: SocialUrls; listLabel: string }) {
  const t = useTranslations('Common')
  return (
    <ul className="flex gap-2" aria-label={listLabel}>
      {networks.map(({ key, label, Icon }) => (
        <li key={key}>
          <Tooltip label={label}>
            <a
              href={urls[key]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label}${t('opensInNewTab')}`}
              className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-white/80 transition-colors hover:border-white/40 hover:text-white"
            >
              <Icon />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  )
}
