import { useTranslations } from 'next-intl'
import { ExternalButtonLink } from '@/components/ui/button'
import { site } from '@/content/site'

/** 'Sign In' and 'Create Free Account': both open the external app in a new tab. */
export function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  const t = useTranslations('Shell')
  return (
    <>
      <ExternalButtonLink
        href={site.appLoginUrl}
        variant={stacked ? 'secondary' : 'ghost'}
        size={stacked ? 'md' : 'sm'}
      >
        {t('signIn')}
      </ExternalButtonLink>
      <ExternalButtonLink href={site.appSignupUrl} variant="primary" size={stacked ? 'md' : 'sm'}>
        {t('createAccount')}
      </ExternalButtonLink>
    </>
  )
}
