import { LegalPage, legalMetadata } from '@/features/legal/legal-page'
import { setPageLocale } from '@/i18n/page-locale'
import { frenchRenderOptions } from '@/server/content/french-articles'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'

export const generateMetadata = () => legalMetadata('fr', 'privacy')

export default function FrenchPrivacyPolicyPage() {
  setPageLocale('fr')
  return (
    <LegalPage
      kind="privacy"
      document={withBodyHtml(loadLegalDocument('privacy-policy', 'fr'), frenchRenderOptions())}
      withContents
    />
  )
}
