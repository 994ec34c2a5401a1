import { useLocale, useTranslations } from 'next-intl'
import { ToolEnding } from './calculator-parts'
import { CreditLineCalculator } from './credit-line-calculator'
import { ToolPage, toolIn } from './tool-page'
import { Explanation, productHref, type ArticleHrefs } from './tool-views'

// One tool's page, in the page's language (docs/decisions/0033-offer-check.md: a module of its
// own, so the page loads only its own tool's script).

export function CreditLineView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="line-of-credit-calculator"
      title={t('creditLine.title')}
      description={t('creditLine.description')}
      namespace="CreditLine"
    >
      <CreditLineCalculator />
      <Explanation
        id="how-title"
        title={t('howTitle')}
        paragraphs={[t('creditLine.how1'), t('creditLine.how2')]}
      />
      <ToolEnding
        title={toolIn(locale, 'line-of-credit-calculator').title}
        product={{
          label: t('creditLine.product'),
          href: productHref(locale, 'asset-based-lending'),
        }}
        article={{
          label: t('creditLine.article'),
          href: articleHrefs['business-lines-of-credit']!,
        }}
      />
    </ToolPage>
  )
}
