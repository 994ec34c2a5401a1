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

  it('sets French text with its no-break spaces, in French words, and maps the site’s links', () => {
    const html = renderMarkdown(
      'Total : 50 000 $ ; voir le « guide » et la [FAQ](https://www.sba.gov/faq?a=1).\n\n[Nous joindre](/contact-us#form)\n\n## Note biographique',
      { locale: 'fr', mapHref: (href) => href.replace('/contact-us', '/fr/nous-joindre') },
    )
    expect(html).toContain('Total\u00a0: 50\u00a0000\u00a0$\u202f; voir le «\u00a0guide\u00a0»')
    expect(html).toContain('href="https://www.sba.gov/faq?a=1"')
    expect(html).toContain('FAQ<span class="sr-only"> (s’ouvre dans un nouvel onglet)</span>')
    expect(html).toMatch(/<a href="\/fr\/nous-joindre#form"[^>]*>Nous joindre<\/a>/)
    expect(html).toMatch(/<h2(?=[^>]*id="note-biographique")(?=[^>]*class="[^"]*border-t)/)
  })

  it('leaves English text’s spaces as they are', () => {
    expect(renderMarkdown('Total : 50 000 $')).toContain('Total : 50 000 $')
  })

  it('sets a formula block in HTML: variables in italics, exponents raised, indices lowered', () => {
    const source =
      'Before.\n\n```formula\nA = P × i ÷ (1 − (1 + i)^{−n}) and v_{k} = (1 + i)^{−k}\n```\n\nAfter.'
    const html = renderMarkdown(source)
    expect(html).toContain(
      '<var>A</var> = <var>P</var> × <var>i</var> ÷ (1 − (1 + <var>i</var>)<sup>−<var>n</var></sup>) and <var>v</var><sub><var>k</var></sub> = (1 + <var>i</var>)<sup>−<var>k</var></sup></p>',
    )
    expect(html).not.toContain('<pre')
    expect(html).not.toContain('<code')
    // The symbols are the same in French: no typography sets their spaces.
    expect(renderMarkdown('```formula\nc = f ÷ r : m\n```', { locale: 'fr' })).toContain(
      '<var>c</var> = <var>f</var> ÷ <var>r</var> : <var>m</var>',
    )
  })
})
