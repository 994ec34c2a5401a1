import { ImageResponse } from 'next/og'

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
        <path
          d="M8 23.5c3.2 0 4.6-2.1 6.1-5.2l1.2-2.5c1.3-2.7 2.7-4.3 5.7-4.3H24"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path
          d="M8 17.5c2.2 0 3.3-.9 4.3-2.6"
          fill="none"
          stroke="#6ee7c1"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path
          d="M21.2 8.2 25 11.5l-3.8 3.3"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>,
    size,
  )
}
