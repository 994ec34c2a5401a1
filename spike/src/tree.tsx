import type { ReactNode } from 'react'
import HomePage from '@/app/(site)/page'
import { SiteShell } from '@/components/site/site-shell'
import { ArticleView } from '@/features/blog/article-view'
import { findArticle, relatedArticles } from '@/server/content/articles'
import { HoleSlots } from './holes'

export type SpikePageProps = { page: 'home' } | { page: 'article'; slug: string }

/** The same tree as the Next route: SiteShell around the page; holes filled from named slots. */
export function SpikePage(props: SpikePageProps & Record<string, ReactNode | string>) {
  const { page, slug, ...slots } = props as Record<string, any>
  return (
    <HoleSlots slots={slots}>
      <SiteShell>{page === 'home' ? <HomePage /> : <Article slug={slug} />}</SiteShell>
    </HoleSlots>
  )
}

function Article({ slug }: { slug: string }) {
  const article = findArticle(slug)
  if (!article) throw new Error(`No article ${slug}`)
  return <ArticleView article={article} related={relatedArticles(slug)} />
}
