import { useLocale, useTranslations } from 'next-intl'
import { ToolEnding } from './calculator-parts'
import { TermLoanCalculator } from './term-loan-calculator'
import { ToolPage, toolIn } from './tool-page'
import { Explanation, productHref, type ArticleHrefs } from './tool-views'

// One tool's page, in the page's language (docs/decisions/0033-offer-check.md: a module of its
// own, so the page loads only its own tool's script).

export function TermLoanView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  return (
    <ToolPage
      slug="term-loan-calculator"
      title={t('termLoan.title')}
      description={t('termLoan.description')}
      namespace="TermLoan"
    >
      <TermLoanCalculator />
      <Explanation
        id="how-title"
        title={t('howTitle')}
        paragraphs={[t('termLoan.how1'), t('termLoan.how2')]}
      />
      <ToolEnding
        title={toolIn(locale, 'term-loan-calculator').title}
        product={{ label: t('termLoan.product'), href: productHref(locale, 'term-loans') }}
        article={{
          label: t('termLoan.article'),
          href: articleHrefs['business-loans-vs-line-of-credit-guide']!,
        }}
      />
    </ToolPage>
  )
}
