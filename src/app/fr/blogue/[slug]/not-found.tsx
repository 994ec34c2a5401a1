import { ComingSoon } from '@/features/blog/coming-soon'
import { setPageLocale } from '@/i18n/page-locale'

/** Unknown French article addresses get the 'Coming Soon' page in French, with HTTP 404. */
export default function FrenchArticleNotFound() {
  setPageLocale('fr')
  return <ComingSoon />
}
