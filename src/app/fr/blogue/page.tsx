import { BlogIndex, blogMetadata } from '@/features/blog/blog-index'
import { setPageLocale } from '@/i18n/page-locale'
import { toSummary } from '@/server/content/articles'
import { articlesIn } from '@/server/content/french-articles'

export const generateMetadata = () => blogMetadata('fr')

export default function FrenchBlogPage() {
  setPageLocale('fr')
  return <BlogIndex locale="fr" articles={articlesIn('fr').map(toSummary)} />
}
