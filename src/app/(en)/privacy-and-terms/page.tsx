import { LegalPage, legalMetadata } from '@/features/legal/legal-page'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'

export const generateMetadata = () => legalMetadata('en', 'privacy')

/** The second address of the privacy policy (docs/product.md, Routes): same text, single-column layout. */
export default function PrivacyAndTermsPage() {
  return <LegalPage kind="privacy" document={withBodyHtml(loadLegalDocument('privacy-policy'))} />
}
