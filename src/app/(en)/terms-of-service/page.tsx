import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'
import { LegalPage } from '@/features/legal/legal-page'

export const metadata: Metadata = pageMetadata({
  title: 'Terms and Conditions',
  description:
    'The terms for using the marketplace: eligibility, accounts, applications, disputes and liability.',
  path: '/terms-of-service',
})

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      document={withBodyHtml(loadLegalDocument('terms-of-service'))}
      withContents
    />
  )
}
