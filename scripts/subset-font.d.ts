// subset-font ships no types; the DefinitelyTyped ones predate `keepFeatures`. This is the part the
// font script uses (https://github.com/papandreou/subset-font#readme).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
      keepFeatures?: string[]
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
      noLayoutClosure?: boolean
    },
  ): Promise<Buffer>
}
