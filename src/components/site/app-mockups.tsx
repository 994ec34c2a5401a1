import { CheckCircle2, FileText, UploadCloud } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { listMessage } from '@/i18n/list-message'
import { formatAmount, formatMonth, formatPercent } from '@/lib/formats'
import { cn } from '@/lib/cn'
import { LogoMark } from './logo'

/**
 * Drawings of the funding app, built in HTML for this site (no screenshots of anything real).
 * Each is one image for assistive technology, described by its label.
 */
export function AppFrame({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'overflow-hidden rounded-2xl border border-line bg-white shadow-raised',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="flex items-center gap-2 border-b border-line bg-surface px-4 py-2.5"
      >
        <span className="size-2.5 rounded-full bg-[#f87171]" />
        <span className="size-2.5 rounded-full bg-[#fbbf24]" />
        <span className="size-2.5 rounded-full bg-[#34d399]" />
        <span className="ml-3 h-5 flex-1 rounded-md bg-white" />
      </div>
      <div aria-hidden="true" className="text-left">
        {children}
      </div>
    </div>
  )
}

function Sidebar({ active }: { active: number }) {
  const items = listMessage(useTranslations('Mockups')('sidebar'))
  return (
    <div className="hidden w-36 shrink-0 border-r border-line bg-surface p-3 sm:block">
      <div className="flex items-center gap-2">
        <LogoMark className="size-6" />
        <span className="h-2.5 w-14 rounded bg-ink/20" />
      </div>
      <ul className="mt-6 grid gap-1.5">
        {items.map((item, index) => (
          <li
            key={item}
            className={cn(
              'rounded-lg px-2 py-1.5 text-[11px] font-medium',
              index === active ? 'bg-brand-600 text-white' : 'text-ink-muted',
            )}
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Bar({ className }: { className?: string }) {
  return <span className={cn('block h-2 rounded bg-ink/10', className)} />
}

/** The dashboard: readiness score, matched offers and a funding chart. */
export function DashboardScreen() {
  const t = useTranslations('Mockups')
  const locale = useLocale()
  return (
    <div className="flex min-h-72">
      <Sidebar active={0} />
      <div className="flex-1 p-4 sm:p-5">
        <p className="text-xs font-semibold text-ink">{t('greeting')}</p>
        <div className="mt-4 grid grid-cols-3 gap-3">
          {[
            [t('readiness'), formatPercent(locale, 0.82)],
            [t('matches'), '14'],
            [t('requested'), formatAmount(locale, 750_000, { compact: true })],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line p-3">
              <p className="text-[10px] text-ink-subtle">{label}</p>
              <p className="mt-1 text-base font-bold text-ink">{value}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 rounded-xl border border-line p-3">
          <p className="text-[10px] text-ink-subtle">{t('offersByProduct')}</p>
          <div className="mt-3 flex h-24 items-end gap-2">
            {[40, 65, 52, 80, 58, 92, 70].map((height, index) => (
              <span
                key={index}
                className={cn('flex-1 rounded-t-md', index === 5 ? 'bg-brand-600' : 'bg-brand-200')}
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}

/** Home screen: the profile checklist. */
export function HomeScreen() {
  const t = useTranslations('Mockups')
  const tasks = listMessage(t('tasks'))
  return (
    <div className="flex min-h-72">
      <Sidebar active={0} />
      <div className="flex-1 p-5">
        <p className="text-xs font-semibold text-ink">{t('profileTitle')}</p>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-surface">
          <span className="block h-full w-4/5 rounded-full bg-accent-500" />
        </div>
        <ul className="mt-4 grid gap-2">
          {tasks.map((task, index) => (
            <li
              key={task}
              className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-[11px] text-ink"
            >
              <CheckCircle2 className={cn('size-4', index < 4 ? 'text-accent-600' : 'text-line')} />
              {task}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** Document upload: files stored once and reused for every application. */
export function DocumentUploadScreen() {
  const t = useTranslations('Mockups')
  const files = listMessage(t('files'))
  return (
    <div className="flex min-h-72">
      <Sidebar active={1} />
      <div className="flex-1 p-5">
        <div className="grid place-items-center rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/50 p-5 text-center">
          <UploadCloud className="size-7 text-brand-600" />
          <p className="mt-1 text-[11px] font-semibold text-ink">{t('dropFiles')}</p>
          <p className="text-[10px] text-ink-subtle">{t('encrypted')}</p>
        </div>
        <ul className="mt-4 grid gap-2">
          {files.map((file) => (
            <li
              key={file}
              className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-[11px] text-ink"
            >
              <FileText className="size-4 text-brand-600" />
              <span className="flex-1 truncate">{file}</span>
              <CheckCircle2 className="size-4 text-accent-600" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** Lender match: offers side by side. */
export function LenderMatchScreen() {
  const t = useTranslations('Mockups')
  const locale = useLocale()
  const [termLoan, assetBasedLine, inventory] = listMessage(t('offerProducts'))
  const amount = (value: number) => formatAmount(locale, value, { compact: true })
  const offers = [
    [termLoan, amount(500_000), t('months', { count: 36 }), 96],
    [assetBasedLine, amount(750_000), t('revolving'), 91],
    [inventory, amount(300_000), t('months', { count: 12 }), 87],
  ] as const
  return (
    <div className="flex min-h-72">
      <Sidebar active={2} />
      <div className="flex-1 p-5">
        <p className="text-xs font-semibold text-ink">{t('matched', { count: 14 })}</p>
        <ul className="mt-4 grid gap-2.5">
          {offers.map(([product, amount, term, fit]) => (
            <li key={product} className="flex items-center gap-3 rounded-xl border border-line p-3">
              <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-[10px] font-bold text-brand-700">
                {fit}
              </span>
              <span className="flex-1">
                <span className="block text-[11px] font-semibold text-ink">{product}</span>
                <span className="block text-[10px] text-ink-subtle">
                  {amount} · {term}
                </span>
              </span>
              <span className="rounded-full bg-brand-600 px-2.5 py-1 text-[10px] font-semibold text-white">
                {t('view')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** Debt table: what the business owes, by facility. */
export function DebtTableScreen() {
  const t = useTranslations('Mockups')
  const locale = useLocale()
  const [termLoan, revolvingLine, equipmentLease, creditCard] = listMessage(t('debtFacilities'))
  const rows = [
    [
      termLoan,
      formatAmount(locale, 420_000),
      formatPercent(locale, 0.079),
      formatMonth(locale, 2028, 6),
    ],
    [revolvingLine, formatAmount(locale, 85_000), t('prime', { points: 2 }), t('renews')],
    [
      equipmentLease,
      formatAmount(locale, 38_500),
      formatPercent(locale, 0.084),
      formatMonth(locale, 2027, 3),
    ],
    [creditCard, formatAmount(locale, 6_200), formatPercent(locale, 0.199), t('monthly')],
  ]
  return (
    <div className="flex min-h-72">
      <Sidebar active={3} />
      <div className="flex-1 p-5">
        <p className="text-xs font-semibold text-ink">{t('debtTitle')}</p>
        <div className="mt-3 overflow-hidden rounded-xl border border-line">
          <div className="grid grid-cols-4 bg-surface px-3 py-2 text-[10px] font-semibold text-ink-subtle">
            {listMessage(t('debtColumns')).map((column) => (
              <span key={column}>{column}</span>
            ))}
          </div>
          {rows.map((row) => (
            <div
              key={row[0]}
              className="grid grid-cols-4 border-t border-line px-3 py-2 text-[10px] text-ink"
            >
              {row.map((cell) => (
                <span key={cell}>{cell}</span>
              ))}
            </div>
          ))}
        </div>
        <div className="mt-3 flex gap-2">
          <Bar className="w-1/3" />
          <Bar className="w-1/4 bg-brand-200" />
        </div>
      </div>
    </div>
  )
}
