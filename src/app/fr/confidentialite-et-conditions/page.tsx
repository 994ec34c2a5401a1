import { LegalPage, legalMetadata } from '@/features/legal/legal-page'
import { setPageLocale } from '@/i18n/page-locale'
import { frenchRenderOptions } from '@/server/content/french-articles'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'

export const generateMetadata = () => legalMetadata('fr', 'privacy')

/** The second address of the privacy policy, in French: same text, single-column layout. */
export default function FrenchPrivacyAndTermsPage() {
  setPageLocale('fr')
  return (
    <LegalPage
      kind="privacy"
      document={withBodyHtml(loadLegalDocument('privacy-policy', 'fr'), frenchRenderOptions())}
    />
  )
}
