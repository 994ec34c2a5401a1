import type { NextConfig } from 'next'
import { publicSiteVariables } from './src/content/site'
import { securityHeaders } from './src/lib/security-headers'

const isDevelopment = process.env.NODE_ENV !== 'production'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Site identity is read at build time and inlined into server and client code alike.
  env: Object.fromEntries(publicSiteVariables.map((name) => [name, process.env[name] ?? ''])),
  async redirects() {
    // Some articles link to /privacy (docs/product.md, Routes).
    return [{ source: '/privacy', destination: '/privacy-terms', permanent: true }]
  },
  async headers() {
    // The admin area gets the same headers with a per-request nonce from src/proxy.ts.
    return [{ source: '/((?!admin(?:/|$)).*)', headers: securityHeaders({ isDevelopment }) }]
  },
}

export default nextConfig
