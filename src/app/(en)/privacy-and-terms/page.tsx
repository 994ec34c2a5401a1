import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { loadLegalDocument } from '@/server/content/legal-documents'
import { withBodyHtml } from '@/server/content/markdown'
import { LegalPage } from '@/features/legal/legal-page'

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'What information we collect, why, who we share it with, and how to access, correct or delete it.',
  path: '/privacy-terms',
})

/** The second address of the privacy policy (docs/product.md, Routes): same text, single-column layout. */
export default function PrivacyAndTermsPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      document={withBodyHtml(loadLegalDocument('privacy-policy'))}
    />
  )
}
