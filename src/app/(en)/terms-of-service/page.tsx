import { LegalPage, legalMetadata } from '@/features/legal/legal-page'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'

export const generateMetadata = () => legalMetadata('en', 'terms')

export default function TermsOfServicePage() {
  return (
    <LegalPage
      kind="terms"
      document={withBodyHtml(loadLegalDocument('terms-of-service'))}
      withContents
    />
  )
}
