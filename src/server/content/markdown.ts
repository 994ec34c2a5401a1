/**
 * The site's own Markdown (articles, legal pages) rendered once, at build, to an HTML string
 * (issue 20). A page then carries one string in its component payload instead of an element tree,
 * and hydration skips the body. Paragraphs on blank lines, line breaks on single newlines, lists,
 * bold and links; links to other sites open in a new tab. Raw HTML and images are not rendered:
 * the source is trusted, but written content has neither.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import remarkBreaks from 'remark-breaks'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { isAuthorBioHeading } from '@/content/blog'
import { frenchTypography } from '@/lib/french-typography'
import { slugify } from '@/lib/slugify'

/** How a document is rendered: its language, and where its links to this site lead. */
export type RenderOptions = {
  locale?: 'en' | 'fr'
  /** The address a link of this site leads to on this page (a French page's French twin). */
  mapHref?: (href: string) => string
}

/** The words the renderer adds, in each language. */
const WORDS = {
  en: { newTab: ' (opens in a new tab)' },
  fr: { newTab: ' (s’ouvre dans un nouvel onglet)' },
}

const LINK_CLASS =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700'

/** The classes of each element, as the site's prose styles them. */
const CLASSES: Record<string, string> = {
  h3: 'mt-8 text-xl font-semibold tracking-tight text-ink',
  p: 'mt-5 leading-[1.75]',
  ul: 'mt-5 list-disc space-y-2 pl-6 marker:text-brand-500',
  ol: 'mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-600',
  li: 'pl-1 leading-[1.7]',
  strong: 'font-semibold text-ink',
  blockquote: 'mt-6 border-l-4 border-brand-300 bg-brand-50/60 py-1 pr-4 pl-5 text-ink italic',
}

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(textOf).join('')
  return ''
}

function classNameOf(element: Element, locale: 'en' | 'fr'): string | undefined {
  const name = element.tagName
  if (name === 'h2') {
    return isAuthorBioHeading(textOf(element), locale)
      ? 'font-bold tracking-tight text-ink mt-12 border-t border-line pt-8 text-base'
      : 'font-bold tracking-tight text-ink mt-12 text-2xl sm:text-[1.75rem]'
  }
  return name === 'a' ? LINK_CLASS : CLASSES[name]
}

function styleElement(element: Element, options: RenderOptions): void {
  const locale = options.locale ?? 'en'
  const words = WORDS[locale]
  const className = classNameOf(element, locale)
  if (className) element.properties.className = className.split(' ')
  if (element.tagName === 'h2' || element.tagName === 'h3') {
    element.properties.id = slugify(textOf(element))
  } else if (element.tagName === 'a') {
    const href = String(element.properties.href ?? '')
    if (href.startsWith('/') && options.mapHref) element.properties.href = options.mapHref(href)
    if (/^https?:\/\//.test(href)) {
      element.properties.target = '_blank'
      element.properties.rel = ['noopener', 'noreferrer']
      element.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['sr-only'] },
        children: [{ type: 'text', value: words.newTab }],
      })
    }
  }
}

/** Styles every element below `parent`, drops images, and sets French text's spaces. */
function styleTree(parent: Root | Element, options: RenderOptions): void {
  parent.children = parent.children.filter(
    (child) => !(child.type === 'element' && child.tagName === 'img'),
  ) as typeof parent.children
  for (const child of parent.children) {
    if (child.type === 'text' && options.locale === 'fr')
      child.value = frenchTypography(child.value)
    if (child.type !== 'element') continue
    styleElement(child, options)
    styleTree(child, options)
  }
}

const processor = unified().use(remarkParse).use(remarkBreaks).use(remarkRehype)

/** A document with its body as HTML, for the page that shows it (other readers use the Markdown). */
export type WithBodyHtml<Document> = Document & { bodyHtml: string }

/** Renders a document's body; called by the pages that show it, so at build. */
export function withBodyHtml<Document extends { body: string }>(
  document: Document,
  options: RenderOptions = {},
): WithBodyHtml<Document> {
  return { ...document, bodyHtml: renderMarkdown(document.body, options) }
}

/** Trusted Markdown to the HTML the site shows. */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  const tree = processor.runSync(processor.parse(source)) as Root
  styleTree(tree, options)
  return toHtml(tree)
}
