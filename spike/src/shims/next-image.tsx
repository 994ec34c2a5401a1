import type { ImgHTMLAttributes } from 'react'

/** next/image with `unoptimized` (the only way the site uses it): a plain lazy image. */
export default function Image({
  unoptimized: _unoptimized,
  priority: _priority,
  style,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { unoptimized?: boolean; priority?: boolean }) {
  return <img decoding="async" data-nimg="1" style={{ color: 'transparent', ...style }} {...rest} />
}
