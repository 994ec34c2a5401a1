'use client'

import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
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
  const t = useTranslations('ArticleActions')

  const share = () =>
    shareLink({
      title: article.title,
      path: article.href,
      copied: t('copied'),
      copiedTitle: t('linkCopied'),
      failedTitle: t('copyFailed'),
    })

  function save() {
    const nowSaved = toggleSavedArticle(article)
    toast({
      title: nowSaved ? t('savedTitle') : t('removedTitle'),
      description: nowSaved ? t('savedDescription') : undefined,
      variant: 'success',
    })
  }

  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={share}>
        <Share2 aria-hidden /> {t('share')}
      </Button>
      <Button variant="secondary" size="sm" onClick={save} aria-pressed={saved}>
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}{' '}
        {saved ? t('saved') : t('save')}
      </Button>
    </div>
  )
}
