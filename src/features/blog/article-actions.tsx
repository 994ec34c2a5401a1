'use client'

import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toggleSavedArticle, useSavedArticles, type SavedArticle } from '@/lib/saved-articles'
import { shareLink } from '@/lib/share-link'
import { toast } from '@/lib/toast'

/**
 * Share (the system share sheet, or the link copied with a notice) and Save (kept in this
 * browser, listed on /blog). The original brief's buttons did nothing; these work (docs/product.md, Article).
 */
export function ArticleActions({ article }: { article: SavedArticle }) {
  const saved = useSavedArticles().some((item) => item.slug === article.slug)

  const share = () =>
    shareLink({
      title: article.title,
      path: article.href,
      copied: 'The article link is on your clipboard.',
    })

  function save() {
    const nowSaved = toggleSavedArticle(article)
    toast({
      title: nowSaved ? 'Article saved' : 'Removed from saved articles',
      description: nowSaved ? 'Find it under Saved Articles on the blog.' : undefined,
      variant: 'success',
    })
  }

  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={share}>
        <Share2 aria-hidden /> Share
      </Button>
      <Button variant="secondary" size="sm" onClick={save} aria-pressed={saved}>
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}{' '}
        {saved ? 'Saved' : 'Save'}
      </Button>
    </div>
  )
}
