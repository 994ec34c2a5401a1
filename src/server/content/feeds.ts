import 'server-only'
import { site } from '@/content/site'
import type { Article } from './articles'

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RSS 2.0 of every article, newest first. */
export function rssFeed(articles: Article[], siteUrl: string = site.url): string {
  const items = articles
    .map((article) => {
      const url = `${siteUrl}${article.href}`
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${new Date(`${article.dateIso}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(article.category)}</category>`,
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
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Guides, case studies, market insights and company news on business funding.</description>',
    '    <language>en-ca</language>',
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

/** JSON Feed 1.1 of every article. */
export function jsonFeed(articles: Article[], siteUrl: string = site.url) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${site.name} Blog`,
    home_page_url: `${siteUrl}/blog`,
    feed_url: `${siteUrl}/feed.json`,
    language: 'en-CA',
    items: articles.map((article) => ({
      id: `${siteUrl}${article.href}`,
      url: `${siteUrl}${article.href}`,
      title: article.title,
      summary: article.summary,
      content_text: article.body,
      date_published: `${article.dateIso}T12:00:00Z`,
      authors: [{ name: article.author.name }],
      tags: [article.category],
    })),
  }
}
