'use client'

import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toggleSavedArticle, useSavedArticles, type SavedArticle } from '@/lib/saved-articles'
import { toast } from '@/lib/toast'

/**
 * Share (the system share sheet, or the link copied with a notice) and Save (kept in this
 * browser, listed on /blog). The original brief's buttons did nothing; these work (docs/product.md, Article).
 */
export function ArticleActions({ article }: { article: SavedArticle }) {
  const saved = useSavedArticles().some((item) => item.slug === article.slug)

  async function share() {
    const url = new URL(article.href, window.location.origin).toString()
    if (navigator.share) {
      try {
        await navigator.share({ title: article.title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return // The visitor closed the sheet.
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({
        title: 'Link copied',
        description: 'The article link is on your clipboard.',
        variant: 'success',
      })
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'error' })
    }
  }

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
