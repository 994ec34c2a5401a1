import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/site/json-ld'
import { PageHero } from '@/components/site/page-hero'
import { fundingTool, toolPath, type FundingToolSlug } from '@/content/tools'
import { pageMetadata } from '@/lib/page-metadata'
import { toolStructuredData } from '@/lib/structured-data'

/** A tool page's metadata: the tool's title and summary, at its own address. */
export function toolMetadata(slug: FundingToolSlug): Metadata {
  const tool = fundingTool(slug)
  return pageMetadata({ title: tool.title, description: tool.summary, path: toolPath(slug) })
}

/** Every tool page: its hero, its structured data, then the tool and what follows it. */
export function ToolPage({
  slug,
  title,
  description,
  children,
}: {
  slug: FundingToolSlug
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <>
      <PageHero eyebrow="Funding Tools" title={title} description={description} />
      <JsonLd data={toolStructuredData({ ...fundingTool(slug), path: toolPath(slug) })} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:px-8">{children}</div>
    </>
  )
}
