import { LegalPage, legalMetadata } from '@/features/legal/legal-page'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'

export const generateMetadata = () => legalMetadata('en', 'privacy')

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      kind="privacy"
      document={withBodyHtml(loadLegalDocument('privacy-policy'))}
      withContents
    />
  )
}
