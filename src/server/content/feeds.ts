import 'server-only'
import { categoryName, feedPaths } from '@/content/blog'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { htmlLang, type Locale } from '@/i18n/locales'
import type { Article } from './articles'

const feedWords: Record<Locale, { title: string; description: string }> = {
  en: {
    title: `${site.name} Blog`,
    description: 'Guides, case studies, market insights and company news on business funding.',
  },
  fr: {
    title: `Blogue de ${site.name}`,
    description:
      'Guides, études de cas, analyses de marché et nouvelles de l’entreprise sur le financement des entreprises.',
  },
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RSS 2.0 of every article of one language, newest first. */
export function rssFeed(
  articles: Article[],
  siteUrl: string = site.url,
  locale: Locale = 'en',
): string {
  const items = articles
    .map((article) => {
      const url = `${siteUrl}${article.href}`
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${new Date(`${article.dateIso}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(categoryName(article.category, locale))}</category>`,
        `      <dc:creator>${escapeXml(article.author.name)}</dc:creator>`,
        `      <description>${escapeXml(article.summary)}</description>`,
        '    </item>',
      ].join('\n')
    })
    .join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feedWords[locale].title)}</title>`,
    `    <link>${escapeXml(`${siteUrl}${pathIn(locale, '/blog')}`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}${feedPaths[locale].rss}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(feedWords[locale].description)}</description>`,
    `    <language>${htmlLang[locale].toLowerCase()}</language>`,
    articles[0]
      ? `    <lastBuildDate>${new Date(`${articles[0].dateIso}T12:00:00Z`).toUTCString()}</lastBuildDate>`
      : '',
    items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
}

/** JSON Feed 1.1 of every article of one language. */
export function jsonFeed(articles: Article[], siteUrl: string = site.url, locale: Locale = 'en') {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedWords[locale].title,
    home_page_url: `${siteUrl}${pathIn(locale, '/blog')}`,
    feed_url: `${siteUrl}${feedPaths[locale].json}`,
    language: htmlLang[locale],
    items: articles.map((article) => ({
      id: `${siteUrl}${article.href}`,
      url: `${siteUrl}${article.href}`,
      title: article.title,
      summary: article.summary,
      content_text: article.body,
      date_published: `${article.dateIso}T12:00:00Z`,
      authors: [{ name: article.author.name }],
      tags: [categoryName(article.category, locale)],
    })),
  }
}
