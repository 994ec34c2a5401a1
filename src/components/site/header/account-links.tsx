import { ExternalButtonLink } from '@/components/ui/button'
import { site } from '@/content/site'

/** 'Sign In' and 'Create Free Account': both open the external app in a new tab. */
export function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <>
      <ExternalButtonLink
        href={site.appLoginUrl}
        variant={stacked ? 'secondary' : 'ghost'}
        size={stacked ? 'md' : 'sm'}
      >
        Sign In
      </ExternalButtonLink>
      <ExternalButtonLink href={site.appSignupUrl} variant="primary" size={stacked ? 'md' : 'sm'}>
        Create Free Account
      </ExternalButtonLink>
    </>
  )
}
