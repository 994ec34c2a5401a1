import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders paragraphs, single-newline breaks, lists and bold text', () => {
    const html = renderMarkdown('First line\nsecond line\n\n- **One** item\n- Two\n\n1. Step')
    expect(html).toContain('<p class="mt-5 leading-[1.75]">First line<br>\nsecond line</p>')
    expect(html).toMatch(/<ul class="[^"]*list-disc[^"]*">/)
    expect(html).toContain('<strong class="font-semibold text-ink">One</strong>')
    expect(html).toMatch(
      /<ol class="[^"]*list-decimal[^"]*">\s*<li class="pl-1 leading-\[1\.7\]">Step<\/li>/,
    )
  })

  it('gives headings the ids sections are linked by, and sets the author bio apart', () => {
    const html = renderMarkdown('## What Lenders Look For\n\n### Cash flow\n\n## Author Bio')
    expect(html).toMatch(/<h2(?=[^>]*id="what-lenders-look-for")(?=[^>]*class="[^"]*text-2xl)/)
    expect(html).toMatch(/<h3(?=[^>]*id="cash-flow")/)
    expect(html).toMatch(/<h2(?=[^>]*id="author-bio")(?=[^>]*class="[^"]*border-t)/)
  })

  it('opens other sites in a new tab and says so; keeps the site’s own links plain', () => {
    const html = renderMarkdown('[SBA](https://www.sba.gov) and [how it works](/how-it-works)')
    expect(html).toMatch(
      /<a(?=[^>]*href="https:\/\/www\.sba\.gov")(?=[^>]*target="_blank")(?=[^>]*rel="noopener noreferrer")/,
    )
    expect(html).toContain('SBA<span class="sr-only"> (opens in a new tab)</span></a>')
    expect(html).toMatch(
      /<a href="\/how-it-works" class="[^"]*text-brand-700[^"]*">how it works<\/a>/,
    )
  })

  it('renders neither raw HTML nor images', () => {
    const html = renderMarkdown(
      'Text <script>alert(1)</script> <b>bold</b>\n\n![a chart](/chart.png)',
    )
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('<img')
    expect(html).toContain('Text')
  })
})
