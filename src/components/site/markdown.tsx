import { cn } from '@/lib/cn'

/**
 * The site's own Markdown (articles, legal pages), already rendered to HTML at build by
 * `renderMarkdown` (src/server/content/markdown.ts), injected once: the page's component payload
 * carries one string and hydration skips it. Links in it are plain links.
 */
export function Markdown({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('text-[1.0625rem] text-ink-muted', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
