import { ComingSoon } from '@/features/blog/coming-soon'

/** Unknown article addresses get the 'Coming Soon' page, with HTTP 404. */
export default function ArticleNotFound() {
  return <ComingSoon />
}
