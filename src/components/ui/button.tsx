import Link from 'next/link'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { ExternalLink } from './external-link'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        accent: 'bg-accent-400 text-ink shadow-sm hover:bg-accent-300',
        secondary: 'border border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
        ghost: 'text-ink hover:bg-brand-50',
        inverse: 'border border-white/40 bg-transparent text-white hover:bg-white/10',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-[0.9375rem]',
        lg: 'h-13 px-7 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonStyle = VariantProps<typeof buttonVariants>

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  )
}

/** A button-styled link to a page of this site. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

/** A button-styled jump to a section of this page (a plain anchor, so the browser scrolls to it). */
export function AnchorButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'a'> & ButtonStyle & { href: `#${string}` }) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

/** A button-styled link that opens another site in a new tab. */
export function ExternalButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof ExternalLink> & ButtonStyle) {
  return <ExternalLink className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
