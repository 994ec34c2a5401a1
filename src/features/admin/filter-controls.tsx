import type { ReactNode } from 'react'
import { controlClassName } from '@/components/ui/field'
import { cn } from '@/lib/cn'

/** The small labelled controls above admin lists and the dashboard: a choice and a date. */

type FilterProps = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}

const filterControlClassName = cn(controlClassName, 'py-2 text-sm')

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  )
}

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: FilterProps & { children: ReactNode }) {
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={filterControlClassName}
      >
        {children}
      </select>
    </Labelled>
  )
}

export function FilterDate({ id, label, value, onChange }: FilterProps) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={filterControlClassName}
      />
    </Labelled>
  )
}
