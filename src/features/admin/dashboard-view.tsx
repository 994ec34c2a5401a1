'use client'

import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-request'
import { cn } from '@/lib/cn'
import type { Dashboard } from '@/server/admin/dashboard'
import { dashboardUrl } from './admin-api'
import { ChartCard, HorizontalBars, StackedColumns, type Series } from './charts'
import { FilterDate, FilterSelect } from './filter-controls'
import { LoadError, LoadingCards } from './list-states'
import { TableFrame } from './table-frame'
import { useAdminQuery } from './use-admin-api'

/**
 * The Dashboard tab (issue 21, decision 0025): for a period of the team's days, leads over time by
 * type, by source and campaign, the status funnel, conversion per page, the median time to a
 * first response, and the deliveries not yet through. Loaded only when the tab is opened.
 */

const presets = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 12 months' },
  { value: 'custom', label: 'Dates I choose' },
] as const

type Preset = (typeof presets)[number]['value']
type Grouping = 'auto' | 'day' | 'week'

const leadTypes: Series<'contacts' | 'partnerships'>[] = [
  { key: 'contacts', name: 'Contact submissions', color: '#2148d1' }, // --color-brand-600
  { key: 'partnerships', name: 'Partnership inquiries', color: '#04875f' }, // --color-accent-600
]

/** How many sources the chart draws; the table lists them all. */
const CHARTED_SOURCES = 8
/** How many pages the conversion table shows before "Show all". */
const FIRST_PAGES = 10

const cellClass = 'px-4 py-2.5 text-left align-top'
const numberCellClass = 'px-4 py-2.5 text-right tabular-nums'

function dayLabel(day: string, format: Intl.DateTimeFormatOptions) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { ...format, timeZone: 'UTC' })
}

const shortDay = (day: string) => dayLabel(day, { month: 'short', day: 'numeric' })
const longDay = (day: string) => dayLabel(day, { month: 'short', day: 'numeric', year: 'numeric' })

/** "45 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(part / whole < 0.1 ? 1 : 0)}%` : '—'
}

const count = (value: number) => value.toLocaleString('en-US')

function DataTable({
  label,
  headings,
  rows,
}: {
  label: string
  headings: { text: string; numeric?: boolean }[]
  rows: ReactNode[][]
}) {
  return (
    <TableFrame label={`${label}, as a table`}>
      <table className="w-full text-sm">
        <thead className="border-b border-line bg-surface text-ink-muted">
          <tr>
            {headings.map((heading) => (
              <th
                key={heading.text}
                scope="col"
                className={heading.numeric ? numberCellClass : cellClass}
              >
                {heading.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-line last:border-0">
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className={cn(cellClass, 'font-medium text-ink')}>
                    {cell}
                  </th>
                ) : (
                  <td
                    key={column}
                    className={headings[column]?.numeric ? numberCellClass : cellClass}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-ink-muted">{detail}</dd>
    </div>
  )
}

function Figures({ figures }: { figures: Dashboard }) {
  const { funnel, deliveries } = figures
  const median = figures.medianMinutesToFirstResponse
  const stages = [
    { label: 'New', value: funnel.new },
    { label: 'Contacted', value: funnel.contacted },
    { label: 'Qualified', value: funnel.qualified },
    { label: 'Won', value: funnel.won },
  ]
  const periodName = figures.granularity === 'week' ? 'week' : 'day'
  const overTime = figures.leadsOverTime.map(({ period, contacts, partnerships }) => ({
    label: period,
    contacts,
    partnerships,
  }))
  const busiest = overTime.reduce(
    (best, row) =>
      row.contacts + row.partnerships > best.contacts + best.partnerships ? row : best,
    overTime[0]!,
  )
  const totalContacts = overTime.reduce((sum, row) => sum + row.contacts, 0)
  const totalPartnerships = overTime.reduce((sum, row) => sum + row.partnerships, 0)
  const sourceLabel = (row: Dashboard['bySource'][number]) =>
    row.campaign ? `${row.source} · ${row.campaign}` : row.source
  const charted = figures.bySource.slice(0, CHARTED_SOURCES)
  const range = `${longDay(figures.from)} to ${longDay(figures.to)}`

  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Leads"
          value={count(funnel.new)}
          detail={`${count(totalContacts)} contacts (${count(figures.offerChecks)} from the offer check), ${count(totalPartnerships)} partnerships`}
        />
        <Figure
          label="Won"
          value={count(funnel.won)}
          detail={`${percent(funnel.won, funnel.new)} of the period’s leads`}
        />
        <Figure
          label="Median first response"
          value={median === null ? '—' : formatDuration(median)}
          detail="From arrival to the first status change"
        />
        <Figure
          label="Deliveries failing"
          value={count(deliveries.failing + deliveries.givenUp)}
          detail={`${count(deliveries.failing)} being retried, ${count(deliveries.givenUp)} given up`}
        />
      </dl>

      <ChartCard
        title={`Leads per ${periodName}`}
        chart={
          <StackedColumns
            title={`Leads per ${periodName}, ${range}`}
            summary={
              funnel.new === 0
                ? 'No leads in this period.'
                : `${count(totalContacts)} contact submissions and ${count(totalPartnerships)} partnership inquiries; the most in one ${periodName} were ${count(busiest.contacts + busiest.partnerships)}, in the ${periodName} of ${longDay(busiest.label)}.`
            }
            data={overTime}
            series={leadTypes}
            formatLabel={shortDay}
          />
        }
        table={
          <DataTable
            label={`Leads per ${periodName}`}
            headings={[
              { text: figures.granularity === 'week' ? 'Week of' : 'Day' },
              { text: 'Contacts', numeric: true },
              { text: 'Partnerships', numeric: true },
              { text: 'All', numeric: true },
            ]}
            rows={overTime.map((row) => [
              longDay(row.label),
              count(row.contacts),
              count(row.partnerships),
              count(row.contacts + row.partnerships),
            ])}
          />
        }
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title="Leads by source and campaign"
          chart={
            charted.length === 0 ? (
              <p className="text-sm text-ink-muted">No leads in this period.</p>
            ) : (
              <>
                <HorizontalBars
                  title={`Leads by source and campaign, ${range}`}
                  summary={`${charted
                    .map((row) => `${sourceLabel(row)}: ${count(row.leads)}`)
                    .join('; ')}.`}
                  data={charted.map((row) => ({ label: sourceLabel(row), value: row.leads }))}
                  color="#3562eb"
                />
                {figures.bySource.length > CHARTED_SOURCES ? (
                  <p className="mt-2 text-sm text-ink-muted">
                    The {CHARTED_SOURCES} largest of {figures.bySource.length}; the table lists them
                    all.
                  </p>
                ) : null}
              </>
            )
          }
          table={
            <DataTable
              label="Leads by source and campaign"
              headings={[
                { text: 'Source' },
                { text: 'Campaign' },
                { text: 'Leads', numeric: true },
              ]}
              rows={figures.bySource.map((row) => [
                row.source,
                row.campaign ?? '—',
                count(row.leads),
              ])}
            />
          }
        />

        <ChartCard
          title="Status funnel"
          chart={
            <>
              <HorizontalBars
                title={`Status funnel, ${range}`}
                summary={`Of ${count(funnel.new)} leads, ${count(funnel.contacted)} were contacted, ${count(funnel.qualified)} qualified and ${count(funnel.won)} won; ${count(funnel.lost)} were lost.`}
                data={stages.map((stage) => ({
                  ...stage,
                  note: stage.label === 'New' ? undefined : `(${percent(stage.value, funnel.new)})`,
                }))}
                color="#2148d1"
              />
              <p className="mt-2 text-sm text-ink-muted">
                Each stage counts the leads that reached it or went further; {count(funnel.lost)}{' '}
                lost.
              </p>
            </>
          }
          table={
            <DataTable
              label="Status funnel"
              headings={[
                { text: 'Reached' },
                { text: 'Leads', numeric: true },
                { text: 'Of all leads', numeric: true },
              ]}
              rows={[...stages, { label: 'Lost', value: funnel.lost }].map((stage) => [
                stage.label,
                count(stage.value),
                percent(stage.value, funnel.new),
              ])}
            />
          }
        />
      </div>

      <section aria-labelledby="conversion-title" className="grid gap-3">
        <div>
          <h3 id="conversion-title" className="text-lg font-bold text-ink">
            Conversion per page
          </h3>
          <p className="text-sm text-ink-muted">
            Forms sent from each page, against the page’s views in the period (counted without
            cookies or identifiers; bots are not counted).
          </p>
        </div>
        {figures.conversion.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-surface p-6 text-center text-ink-muted">
            No page views or leads in this period.
          </p>
        ) : (
          <ConversionTable rows={figures.conversion} />
        )}
      </section>
    </div>
  )
}

/** The pages that brought leads first, then the most viewed; the first few until asked for all. */
function ConversionTable({ rows }: { rows: Dashboard['conversion'] }) {
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? rows : rows.slice(0, FIRST_PAGES)
  return (
    <>
      <DataTable
        label="Conversion per page"
        headings={[
          { text: 'Page' },
          { text: 'Views', numeric: true },
          { text: 'Leads', numeric: true },
          { text: 'Conversion', numeric: true },
        ]}
        rows={shown.map((row) => [
          <span key="path" className="break-all">
            {row.path}
          </span>,
          count(row.views),
          count(row.leads),
          row.rate === null ? 'No views counted' : percent(row.leads, row.views),
        ])}
      />
      {rows.length > FIRST_PAGES ? (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? `Show the first ${FIRST_PAGES}` : `Show all ${rows.length} pages`}
        </Button>
      ) : null}
    </>
  )
}

export default function DashboardView() {
  const [preset, setPreset] = useState<Preset>('30')
  const [dates, setDates] = useState({ from: '', to: '' })
  const [grouping, setGrouping] = useState<Grouping>('auto')
  const granularity = grouping === 'auto' ? undefined : grouping
  const url =
    preset === 'custom'
      ? dashboardUrl({ ...dates, granularity })
      : dashboardUrl({ days: Number(preset), granularity })
  const query = useAdminQuery<Dashboard>(url, { keepPrevious: true })
  const figures = query.data

  return (
    <section aria-labelledby="dashboard-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="dashboard-title" className="text-2xl font-bold tracking-tight text-ink">
            Dashboard
          </h2>
          {figures ? (
            <p className="text-sm text-ink-muted">
              {longDay(figures.from)} to {longDay(figures.to)}, Toronto time. Spam is not counted.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <FilterSelect
            id="dashboard-period"
            label="Period"
            value={preset}
            onChange={(value) => {
              if (value === 'custom' && figures) setDates({ from: figures.from, to: figures.to })
              setPreset(value as Preset)
            }}
          >
            {presets.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FilterSelect>
          {preset === 'custom' ? (
            <>
              <FilterDate
                id="dashboard-from"
                label="From"
                value={dates.from}
                onChange={(from) => setDates((current) => ({ ...current, from }))}
              />
              <FilterDate
                id="dashboard-to"
                label="To"
                value={dates.to}
                onChange={(to) => setDates((current) => ({ ...current, to }))}
              />
            </>
          ) : null}
          <FilterSelect
            id="dashboard-grouping"
            label="Leads per"
            value={grouping}
            onChange={(value) => setGrouping(value as Grouping)}
          >
            <option value="auto">Day or week, by length</option>
            <option value="day">Day</option>
            <option value="week">Week</option>
          </FilterSelect>
        </div>
      </div>

      <div className="mt-6" aria-busy={query.isFetching}>
        {query.isPending ? (
          <LoadingCards />
        ) : query.isError || !figures ? (
          <LoadError>
            {query.error instanceof ApiError && query.error.status === 400
              ? query.error.serverMessage
              : 'Failed to load the dashboard. Please try again later.'}
          </LoadError>
        ) : (
          <Figures figures={figures} />
        )}
      </div>
    </section>
  )
}
