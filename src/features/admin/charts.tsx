'use client'

import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, BarStack } from '@visx/shape'
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * The dashboard's charts (issue 21), drawn with visx: SVG the team's screen readers can name,
 * no canvas, and loaded with the dashboard only (decision 0025). Each chart is an image with a
 * title and a one-sentence summary; its figures are a table one click away (`ChartCard`).
 */

export type Series<Key extends string> = { key: Key; name: string; color: string }

const ink = '#46536d' // --color-ink-muted
const grid = '#dfe5f0' // --color-line
const tickLabel = { fill: ink, fontSize: 12, fontFamily: 'inherit' } as const

/** The width the chart's box is given, followed as the window changes. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { box, width }
}

function ChartImage({
  title,
  summary,
  width,
  height,
  children,
}: {
  title: string
  summary: string
  width: number
  height: number
  children: ReactNode
}) {
  const id = useId()
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-summary`}
      width={width}
      height={height}
      className="block overflow-visible"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-summary`}>{summary}</desc>
      {children}
    </svg>
  )
}

/** Every `step`-th label, so the labels along the bottom never overlap. */
function everyNth<T>(values: T[], room: number, labelWidth: number): T[] {
  const step = Math.max(1, Math.ceil((values.length * labelWidth) / Math.max(room, 1)))
  return values.filter((_, index) => index % step === 0)
}

/** Columns over time, each stacked from its series (leads per day or week, by type). */
export function StackedColumns<Key extends string>({
  title,
  summary,
  data,
  series,
  formatLabel,
}: {
  title: string
  summary: string
  data: ({ label: string } & Record<Key, number>)[]
  series: Series<Key>[]
  formatLabel: (label: string) => string
}) {
  const { box, width } = useBoxWidth()
  const height = 240
  const margin = { top: 8, right: 8, bottom: 28, left: 44 }
  const innerWidth = Math.max(width - margin.left - margin.right, 0)
  const innerHeight = height - margin.top - margin.bottom
  const total = (row: Record<Key, number>) => series.reduce((sum, { key }) => sum + row[key], 0)
  const x = scaleBand({
    domain: data.map((row) => row.label),
    range: [0, innerWidth],
    padding: 0.2,
  })
  const y = scaleLinear({
    domain: [0, Math.max(4, ...data.map(total))],
    range: [innerHeight, 0],
    nice: true,
  })
  const colors = Object.fromEntries(series.map(({ key, color }) => [key, color]))

  return (
    <div>
      <Legend series={series} />
      <div ref={box} className="mt-3 w-full">
        {width > 0 ? (
          <ChartImage title={title} summary={summary} width={width} height={height}>
            <Group left={margin.left} top={margin.top}>
              {y.ticks(4).map((tick) => (
                <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={grid} />
              ))}
              <BarStack
                data={data}
                keys={series.map(({ key }) => key)}
                x={(row) => row.label}
                xScale={x}
                yScale={y}
                color={(key) => colors[key]!}
              />
              <AxisLeft
                scale={y}
                numTicks={4}
                tickFormat={(value) => Number(value).toLocaleString('en-US')}
                hideAxisLine
                hideTicks
                tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={everyNth(
                  data.map((row) => row.label),
                  innerWidth,
                  56,
                )}
                tickFormat={formatLabel}
                stroke={grid}
                tickStroke={grid}
                tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
              />
            </Group>
          </ChartImage>
        ) : null}
      </div>
    </div>
  )
}

/** One bar per row, longest first as given, its label above and its figure at its end. */
export function HorizontalBars({
  title,
  summary,
  data,
  color,
}: {
  title: string
  summary: string
  data: { label: string; value: number; note?: string }[]
  color: string
}) {
  const { box, width } = useBoxWidth()
  const rowHeight = 44
  const height = data.length * rowHeight
  const valueRoom = 96
  const x = scaleLinear({
    domain: [0, Math.max(1, ...data.map((row) => row.value))],
    range: [0, Math.max(width - valueRoom, 0)],
  })

  return (
    <div ref={box} className="w-full">
      {width > 0 ? (
        <ChartImage title={title} summary={summary} width={width} height={height}>
          {data.map((row, index) => {
            const top = index * rowHeight
            const barWidth = Math.max(x(row.value), row.value > 0 ? 2 : 0)
            return (
              <g key={row.label}>
                <text x={0} y={top + 14} fill="#0a1733" fontSize={13}>
                  {row.label}
                </text>
                <rect
                  x={0}
                  y={top + 20}
                  width={width - valueRoom}
                  height={16}
                  rx={3}
                  fill="#f5f7fc"
                />
                <Bar x={0} y={top + 20} width={barWidth} height={16} rx={3} fill={color} />
                <text x={barWidth + 6} y={top + 33} fill={ink} fontSize={12}>
                  {row.value.toLocaleString('en-US')}
                  {row.note ? ` ${row.note}` : ''}
                </text>
              </g>
            )
          })}
        </ChartImage>
      ) : null}
    </div>
  )
}

function Legend<Key extends string>({ series }: { series: Series<Key>[] }) {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-ink-muted" aria-hidden>
      {series.map(({ key, name, color }) => (
        <li key={key} className="flex items-center gap-2">
          <span className="size-3 rounded-sm" style={{ backgroundColor: color }} />
          {name}
        </li>
      ))}
    </ul>
  )
}

/**
 * A dashboard panel: its heading, a Chart / Table switch (the table is one click away, for anyone
 * who reads figures rather than shapes), and the chosen view.
 */
export function ChartCard({
  title,
  chart,
  table,
  className,
}: {
  title: string
  chart: ReactNode
  table: ReactNode
  className?: string
}) {
  const id = useId()
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const option = (value: 'chart' | 'table', label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className="rounded-full px-3 py-1 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:bg-brand-600 aria-pressed:text-white"
    >
      {label}
    </button>
  )
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-card border border-line bg-white p-5 shadow-card', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-lg font-bold text-ink">
          {title}
        </h3>
        <div
          role="group"
          aria-label={`Show ${title.toLowerCase()} as`}
          className="flex gap-1 rounded-full border border-line p-0.5"
        >
          {option('chart', 'Chart')}
          {option('table', 'Table')}
        </div>
      </div>
      <div className="mt-4">{view === 'chart' ? chart : table}</div>
    </section>
  )
}
