import localFont from 'next/font/local'

// Inter cut to the site's characters and weights by `npm run font:subset` (issue 9).
export const inter = localFont({
  src: '../../app/fonts/inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
})
