import { BlogIndex, blogMetadata } from '@/features/blog/blog-index'
import { toSummary } from '@/server/content/articles'
import { articlesIn } from '@/server/content/french-articles'

export const generateMetadata = () => blogMetadata('en')

export default function BlogPage() {
  return <BlogIndex locale="en" articles={articlesIn('en').map(toSummary)} />
}
