import { Icon } from '@/components/ui/icon'
import type { FinancialProduct } from '@/content/types'

/** A drawing for each product: its icon over layered shapes in the brand colours. */
export function ProductIllustration({
  product,
  index,
}: {
  product: FinancialProduct
  index: number
}) {
  const tilt = (index % 3) * 12 - 12
  return (
    <div
      role="img"
      aria-label={product.imageAlt}
      className="relative aspect-[4/3] overflow-hidden rounded-[1.75rem] bg-gradient-to-br from-brand-600 to-brand-900"
    >
      <svg aria-hidden="true" viewBox="0 0 400 300" className="absolute inset-0 size-full">
        <circle cx={310 - index * 14} cy={70 + index * 8} r="120" fill="#8aabff" opacity="0.18" />
        <circle cx="70" cy="260" r="90" fill="#6ee7c1" opacity="0.14" />
        <path
          d={`M0 ${230 - index * 6} C 90 ${170 + tilt}, 170 ${250 - tilt}, 260 ${160 + tilt} S 380 ${110 - tilt}, 400 100`}
          fill="none"
          stroke="#6ee7c1"
          strokeWidth="4"
          opacity="0.7"
        />
        {[0, 1, 2, 3].map((bar) => (
          <rect
            key={bar}
            x={40 + bar * 34}
            y={150 - bar * 22 - index * 3}
            width="22"
            height={90 + bar * 22 + index * 3}
            rx="6"
            fill="#ffffff"
            opacity={0.1 + bar * 0.05}
          />
        ))}
      </svg>
      <div aria-hidden="true" className="absolute inset-0 grid place-items-center">
        <span className="grid size-28 place-items-center rounded-[2rem] bg-white/15 text-white shadow-raised backdrop-blur">
          <Icon name={product.icon} className="size-14" strokeWidth={1.5} />
        </span>
      </div>
    </div>
  )
}
