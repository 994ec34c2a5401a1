import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { site } from '@/content/site'

export const ogImageSize = { width: 1200, height: 630 }
export const ogImageContentType = 'image/png'

const fontFile = (weight: 500 | 700) =>
  readFileSync(
    path.join(
      process.cwd(),
      `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    ),
  )

/**
 * The sharing image of a page, drawn at build time with a local font (nothing is downloaded):
 * the brand, a small label and the page's title on the brand gradient.
 */
export function renderOgImage({ eyebrow, title }: { eyebrow: string; title: string }) {
  // The font has no narrow no-break space (French sets one before ; ! ?): the image draws the
  // ordinary no-break space in its place, which it has, rather than fetch another font.
  const text = title.replaceAll('\u202f', '\u00a0')
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0d1a44 0%, #1b3aa8 55%, #3562eb 100%)',
        color: 'white',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 16,
            background: '#ffffff',
            color: '#2148d1',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 34,
            fontWeight: 700,
          }}
        >
          {site.name.slice(0, 1)}
        </div>
        <div style={{ fontSize: 36, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div
          style={{
            fontSize: 28,
            fontWeight: 500,
            color: '#6ee7c1',
            textTransform: 'uppercase',
            letterSpacing: 2,
          }}
        >
          {eyebrow}
        </div>
        <div
          style={{
            fontSize: text.length > 60 ? 56 : 68,
            fontWeight: 700,
            lineHeight: 1.1,
            maxWidth: 1000,
          }}
        >
          {text}
        </div>
      </div>
      <div style={{ fontSize: 26, color: 'rgba(255,255,255,0.8)' }}>
        One profile, 120+ verified lenders, free for businesses
      </div>
    </div>,
    {
      ...ogImageSize,
      fonts: [
        { name: 'Inter', data: fontFile(500), weight: 500, style: 'normal' },
        { name: 'Inter', data: fontFile(700), weight: 700, style: 'normal' },
      ],
    },
  )
}
