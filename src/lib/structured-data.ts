import { categoryName, type ArticleCategory } from '@/content/blog'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { contentIn } from '@/i18n/content'
import { htmlLang, type Locale } from '@/i18n/locales'

/** schema.org descriptions of the site's pages (validated by tests/e2e/seo.spec.ts). */

const organization = {
  '@type': 'Organization',
  '@id': `${site.url}/#organization`,
  name: site.name,
  legalName: site.legalName,
  url: site.url,
  logo: `${site.url}/icon.svg`,
  email: site.supportEmail,
  foundingDate: '2022',
  foundingLocation: 'Toronto, Ontario, Canada',
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: 'CA',
  },
  sameAs: Object.values(site.social),
}

export function homeStructuredData(locale: Locale = 'en') {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebSite',
        '@id': `${site.url}/#website`,
        name: site.name,
        url: site.url,
        publisher: { '@id': `${site.url}/#organization` },
        inLanguage: htmlLang[locale],
      },
    ],
  }
}

export function faqStructuredData(locale: Locale = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: htmlLang[locale],
    mainEntity: contentIn(locale).contactFaqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

export function productsStructuredData(locale: Locale = 'en') {
  const page = `${site.url}${pathIn(locale, '/financial-products')}`
  return {
    '@context': 'https://schema.org',
    '@graph': contentIn(locale).financialProducts.map((product) => ({
      '@type': 'FinancialProduct',
      '@id': `${page}#${product.id}`,
      name: product.title,
      description: product.description,
      url: `${page}#${product.id}`,
      inLanguage: htmlLang[locale],
      category: product.subtitle,
      provider: { '@type': 'Organization', name: site.name, url: site.url },
      areaServed: ['CA', 'US'],
    })),
  }
}

export function articleStructuredData(
  article: {
    title: string
    summary: string
    href: string
    dateIso: string
    author: { name: string }
    category: ArticleCategory
  },
  locale: Locale = 'en',
) {
  const url = `${site.url}${article.href}`
  const home = pathIn(locale, '/')
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        url,
        mainEntityOfPage: url,
        datePublished: article.dateIso,
        dateModified: article.dateIso,
        articleSection: categoryName(article.category, locale),
        inLanguage: htmlLang[locale],
        image: `${url}/opengraph-image`,
        author: { '@type': 'Person', name: article.author.name },
        publisher: {
          '@type': 'Organization',
          name: site.name,
          logo: { '@type': 'ImageObject', url: `${site.url}/icon.svg` },
        },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: locale === 'fr' ? 'Accueil' : 'Home',
            item: `${site.url}${home === '/' ? '/' : home}`,
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: locale === 'fr' ? 'Blogue' : 'Blog',
            item: `${site.url}${pathIn(locale, '/blog')}`,
          },
          { '@type': 'ListItem', position: 3, name: article.title, item: url },
        ],
      },
    ],
  }
}

/** A funding tool: a free web application, with its place under Tools, in the page's language. */
export function toolStructuredData(
  tool: { title: string; summary: string; path: string },
  locale: Locale = 'en',
) {
  const url = `${site.url}${tool.path}`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebApplication',
        name: tool.title,
        description: tool.summary,
        url,
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Any',
        isAccessibleForFree: true,
        inLanguage: htmlLang[locale],
        publisher: { '@type': 'Organization', name: site.name, url: site.url },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: locale === 'fr' ? 'Accueil' : 'Home',
            item: `${site.url}${pathIn(locale, '/')}`,
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: locale === 'fr' ? 'Outils' : 'Tools',
            item: `${site.url}${pathIn(locale, '/tools')}`,
          },
          { '@type': 'ListItem', position: 3, name: tool.title, item: url },
        ],
      },
    ],
  }
}
