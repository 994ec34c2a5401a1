import Link from 'next/link'
import type { ReactNode } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkBreaks from 'remark-breaks'
import { cn } from '@/lib/cn'
import { slugify } from '@/lib/slugify'

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  return ''
}

/** An id for a heading, so sections can be linked to. */
function anchorId(children: ReactNode): string {
  return slugify(textOf(children))
}

const components: Components = {
  h2: ({ children }) => {
    const isAuthorBio = textOf(children).trim().toLowerCase() === 'author bio'
    return (
      <h2
        id={anchorId(children)}
        className={cn(
          'font-bold tracking-tight text-ink',
          isAuthorBio
            ? 'mt-12 border-t border-line pt-8 text-base'
            : 'mt-12 text-2xl sm:text-[1.75rem]',
        )}
      >
        {children}
      </h2>
    )
  },
  h3: ({ children }) => (
    <h3 id={anchorId(children)} className="mt-8 text-xl font-semibold tracking-tight text-ink">
      {children}
    </h3>
  ),
  p: ({ children }) => <p className="mt-5 leading-[1.75]">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-500">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-600">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1 leading-[1.7]">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-l-4 border-brand-300 bg-brand-50/60 py-1 pr-4 pl-5 text-ink italic">
      {children}
    </blockquote>
  ),
  a: ({ href = '', children }) => {
    const className =
      'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700'
    if (/^https?:\/\//.test(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )
    }
    if (href.startsWith('mailto:'))
      return (
        <a href={href} className={className}>
          {children}
        </a>
      )
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  },
  // Written content has no images or raw HTML; anything like it renders as nothing.
  img: () => null,
}

/**
 * Renders the site's own Markdown (articles, legal pages) on the server: paragraphs on blank lines,
 * line breaks on single newlines, lists, bold, and links (other sites in a new tab). Raw HTML is
 * not rendered.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn('text-[1.0625rem] text-ink-muted', className)}>
      <ReactMarkdown remarkPlugins={[remarkBreaks]} components={components} skipHtml>
        {source}
      </ReactMarkdown>
    </div>
  )
}
