import { LegalPage, legalMetadata } from '@/features/legal/legal-page'
import { setPageLocale } from '@/i18n/page-locale'
import { frenchRenderOptions } from '@/server/content/french-articles'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'

export const generateMetadata = () => legalMetadata('fr', 'terms')

export default function FrenchTermsOfServicePage() {
  setPageLocale('fr')
  return (
    <LegalPage
      kind="terms"
      document={withBodyHtml(loadLegalDocument('terms-of-service', 'fr'), frenchRenderOptions())}
      withContents
    />
  )
}
