import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { publicSiteVariables } from './src/content/site'
import { securityHeaders } from './src/lib/security-headers'

const isDevelopment = process.env.NODE_ENV !== 'production'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run build` also makes .next/standalone, a server that runs with its own node_modules
  // (README, Deploy; scripts/standalone.ts completes it).
  output: 'standalone',
  experimental: {
    // One root layout per language (and the admin's): unknown addresses get a whole document of
    // their own, app/global-not-found.tsx (docs/decisions/0028-french.md).
    globalNotFound: true,
    // A page rendered on request (an unknown article's Coming Soon, for any slug a visitor makes
    // up) is cached in Next's memory, at most `cacheMaxMemorySize` (50 MB, least recently used
    // first out), never written to disk, so made-up addresses cannot fill it (issue 35). Every
    // page the site has is prerendered at build and read from disk as before.
    isrFlushToDisk: false,
  },
  // Files the server reads with fs at run time, which tracing cannot see: articles and legal texts
  // (src/server/content/), read again by the chat assistant at start, the offer methodology's
  // words (its worked cases are imported, so bundled), the assistant's own content
  // (content/assistant), and the sharing-image fonts.
  outputFileTracingIncludes: {
    '/*': [
      'content/assistant/**/*.yaml',
      'content/blog/*.md',
      'content/fr/blog/*.md',
      'content/legal/*.md',
      'content/fr/legal/*.md',
      'content/methodology/*.md',
      'content/fr/methodology/*.md',
      'node_modules/@fontsource/inter/files/inter-latin-{500,700}-normal.woff',
    ],
  },
  // Site identity is read at build time and inlined into server and client code alike.
  env: Object.fromEntries(publicSiteVariables.map((name) => [name, process.env[name] ?? ''])),
  async redirects() {
    return [
      // Some articles link to /privacy (docs/product.md, Routes).
      { source: '/privacy', destination: '/privacy-terms', permanent: true },
      // Sample partners renamed away from real brands' names (docs/decisions/0021).
      {
        source: '/blog/meridian-fx-partnership',
        destination: '/blog/quaylight-fx-partnership',
        permanent: true,
      },
      {
        source: '/blog/northstar-money-partnership',
        destination: '/blog/plumline-money-partnership',
        permanent: true,
      },
    ]
  },
  async headers() {
    // The admin area gets the same headers with a per-request nonce from src/proxy.ts.
    return [{ source: '/((?!admin(?:/|$)).*)', headers: securityHeaders({ isDevelopment }) }]
  },
}

// next-intl's request configuration: the page's language, never the request's headers. The
// catalogues are compiled at build, so pages format messages without shipping an ICU parser
// (docs/decisions/0028-french.md, "Script cost").
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './src/i18n/messages', locales: 'infer', format: 'json', precompile: true },
  },
})

export default withNextIntl(nextConfig)
