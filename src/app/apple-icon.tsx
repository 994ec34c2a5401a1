import { ImageResponse } from 'next/og'
import { logoStrokes } from '@/components/site/logo'

export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

/** The home-screen icon: the brand mark on its gradient. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: 'linear-gradient(45deg, #1b3aa8, #3562eb)',
      }}
    >
      <svg viewBox="0 0 32 32" width="180" height="180">
        {logoStrokes.map((stroke) => (
          <path key={stroke.d} fill="none" strokeWidth="2.6" strokeLinecap="round" {...stroke} />
        ))}
      </svg>
    </div>,
    size,
  )
}
