import type { Metadata } from 'next'
import { loadLegalDocument } from '@/features/legal/legal-documents'
import { LegalPage } from '@/features/legal/legal-page'

export const metadata: Metadata = {
  title: 'Terms and Conditions',
  description:
    'The terms for using the marketplace: eligibility, accounts, applications, disputes and liability.',
  alternates: { canonical: '/terms-of-service' },
}

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      document={loadLegalDocument('terms-of-service')}
      withContents
    />
  )
}
