import { useLocale, useTranslations } from 'next-intl'
import { ToolEnding } from './calculator-parts'
import { CashAdvanceCalculator } from './cash-advance-calculator'
import { ToolPage, toolIn } from './tool-page'
import { Explanation, productHref, type ArticleHrefs } from './tool-views'

// One tool's page, in the page's language (docs/decisions/0033-offer-check.md: a module of its
// own, so the page loads only its own tool's script).

export function CashAdvanceView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="merchant-cash-advance-calculator"
      title={t('cashAdvance.title')}
      description={t('cashAdvance.description')}
      namespace="CashAdvance"
    >
      <CashAdvanceCalculator />
      <Explanation
        id="factor-title"
        title={t('cashAdvance.howTitle')}
        paragraphs={[t('cashAdvance.how1'), t('cashAdvance.how2'), t('cashAdvance.how3')]}
      />
      <ToolEnding
        title={toolIn(locale, 'merchant-cash-advance-calculator').title}
        product={{
          label: t('cashAdvance.product'),
          href: productHref(locale, 'merchant-cash-advance'),
        }}
        article={{
          label: t('cashAdvance.article'),
          href: articleHrefs['merchant-cash-advance-true-cost']!,
        }}
      />
    </ToolPage>
  )
}
