/**
 * The site's own Markdown (articles, legal pages) rendered once, at build, to an HTML string
 * (issue 20). A page then carries one string in its component payload instead of an element tree,
 * and hydration skips the body. Paragraphs on blank lines, line breaks on single newlines, lists,
 * bold and links; links to other sites open in a new tab. Raw HTML and images are not rendered:
 * the source is trusted, but written content has neither. A fenced block of language `formula` is
 * a formula, set in HTML without a script (`formulaElement`).
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

const FORMULA_CLASS =
  'mt-5 rounded-control bg-brand-50/60 px-4 py-3 text-center font-serif text-lg text-ink'

/** The source of a fenced ```formula block, or null for any other element. */
function formulaSource(element: Element): string | null {
  const [code] = element.children
  if (element.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return null
  const classes = code.properties.className
  return Array.isArray(classes) && classes.includes('language-formula') ? textOf(code).trim() : null
}

/** A formula's text: each lone Latin letter is a variable, set in italics as a `var`. */
function formulaText(text: string): ElementContent[] {
  return text
    .split(/(?<![\p{L}\p{N}])([A-Za-z])(?![\p{L}\p{N}])/u)
    .filter((part) => part !== '')
    .map((part) =>
      /^[A-Za-z]$/.test(part)
        ? {
            type: 'element',
            tagName: 'var',
            properties: {},
            children: [{ type: 'text', value: part }],
          }
        : { type: 'text', value: part },
    )
}

/**
 * A formula's notation, as written in the content files: `^{…}` raised and `_{…}` lowered (they
 * nest), everything else as typed, lone letters as variables.
 */
function formulaNodes(source: string): ElementContent[] {
  const nodes: ElementContent[] = []
  let text = ''
  let index = 0
  while (index < source.length) {
    const mark = source[index]
    if ((mark === '^' || mark === '_') && source[index + 1] === '{') {
      let depth = 1
      let end = index + 2
      for (; end < source.length && depth > 0; end += 1) {
        if (source[end] === '{') depth += 1
        if (source[end] === '}') depth -= 1
      }
      if (depth > 0) throw new Error(`Unclosed ${mark}{ in the formula ${source}`)
      nodes.push(...formulaText(text))
      text = ''
      nodes.push({
        type: 'element',
        tagName: mark === '^' ? 'sup' : 'sub',
        properties: {},
        children: formulaNodes(source.slice(index + 2, end - 1)),
      })
      index = end
    } else {
      text += mark
      index += 1
    }
  }
  nodes.push(...formulaText(text))
  return nodes
}

/** A formula block set as a paragraph of its own, the same in every language. */
function formulaElement(source: string): Element {
  return {
    type: 'element',
    tagName: 'p',
    properties: { className: FORMULA_CLASS.split(' ') },
    children: formulaNodes(source),
  }
}

/** Styles every element below `parent`, drops images, and sets French text's spaces. */
function styleTree(parent: Root | Element, options: RenderOptions): void {
  const formulas = new Set<RootContent>()
  parent.children = parent.children
    .filter((child) => !(child.type === 'element' && child.tagName === 'img'))
    .map((child) => {
      const source = child.type === 'element' ? formulaSource(child) : null
      if (source === null) return child
      const formula = formulaElement(source)
      formulas.add(formula)
      return formula
    }) as typeof parent.children
  for (const child of parent.children) {
    // A formula is set already, and its symbols are the same in every language.
    if (formulas.has(child)) continue
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
