import { useLocale, useTranslations } from 'next-intl'
import { ToolEnding } from './calculator-parts'
import { FactoringCalculator } from './factoring-calculator'
import { ToolPage, toolIn } from './tool-page'
import { Explanation, productHref, type ArticleHrefs } from './tool-views'

// One tool's page, in the page's language (docs/decisions/0033-offer-check.md: a module of its
// own, so the page loads only its own tool's script).

export function FactoringView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="invoice-factoring-calculator"
      title={t('factoring.title')}
      description={t('factoring.description')}
      namespace="Factoring"
    >
      <FactoringCalculator />
      <Explanation
        id="how-title"
        title={t('howTitle')}
        paragraphs={[t('factoring.how1'), t('factoring.how2')]}
      />
      <ToolEnding
        title={toolIn(locale, 'invoice-factoring-calculator').title}
        product={{
          label: t('factoring.product'),
          href: productHref(locale, 'asset-based-lending'),
        }}
        article={{
          label: t('factoring.article'),
          href: articleHrefs['invoice-factoring-explained']!,
        }}
      />
    </ToolPage>
  )
}
