'use client'

import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { controlClassName } from '@/components/ui/field'
import { languageName, locales } from '@/i18n/locales'
import { ADMIN_LEAD_FILTERS_KEY } from '@/lib/browser-storage'
import { cn } from '@/lib/cn'
import { LEAD_STATUSES, leadStatusLabels } from '@/lib/lead-status'
import { partnershipTypeLabels, partnershipTypes } from '@/lib/schemas/partnership-options'
import type { LeadListName } from '@/server/admin/lists'
import type { TeamMemberRecord } from '@/server/auth/accounts'
import { TEAM_URL } from './admin-api'
import { FilterDate, FilterSelect } from './filter-controls'
import { useAdminQuery } from './use-admin-api'

/** A lead list's filters as the API reads them (empty: not filtered; status '' hides Spam). */
export type LeadFilterValues = {
  status: string
  owner: string
  source: string
  from: string
  to: string
  language: string
  type: string
  sort: 'newest' | 'oldest'
}

export const NO_LEAD_FILTERS: LeadFilterValues = {
  status: '',
  owner: '',
  source: '',
  from: '',
  to: '',
  language: '',
  type: '',
  sort: 'newest',
}

/** The filters as query parameters, leaving out those not set. */
export function leadFilterParams(values: LeadFilterValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => value && !(name === 'sort' && value === 'newest'),
    ),
  )
}

const listeners = new Set<() => void>()

function storedRaw(): string {
  try {
    return window.localStorage.getItem(ADMIN_LEAD_FILTERS_KEY) ?? '{}'
  } catch {
    return '{}' // Storage blocked: the filters last for this page only.
  }
}

/** The filters of `list` in the stored JSON; anything unexpected reads as no filter. */
function filtersIn(raw: string, list: LeadListName): LeadFilterValues {
  try {
    const stored = (JSON.parse(raw) as Record<string, Partial<LeadFilterValues>>)[list] ?? {}
    return Object.fromEntries(
      Object.entries(NO_LEAD_FILTERS).map(([name, fallback]) => {
        const value = stored[name as keyof LeadFilterValues]
        return [name, typeof value === 'string' ? value : fallback]
      }),
    ) as LeadFilterValues
  } catch {
    return NO_LEAD_FILTERS
  }
}

let fallbackRaw = '{}'

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A lead list's filters, remembered in this browser between visits (ADMIN_LEAD_FILTERS_KEY). */
export function useRememberedLeadFilters(list: LeadListName) {
  const raw = useSyncExternalStore(
    subscribe,
    () => (storedRaw() === '{}' ? fallbackRaw : storedRaw()),
    () => '{}',
  )
  const values = useMemo(() => filtersIn(raw, list), [raw, list])
  const update = (next: LeadFilterValues) => {
    let stored: Record<string, unknown> = {}
    try {
      stored = JSON.parse(storedRaw()) as Record<string, unknown>
    } catch {
      // Replaced below.
    }
    const written = JSON.stringify({ ...stored, [list]: next })
    fallbackRaw = written
    try {
      window.localStorage.setItem(ADMIN_LEAD_FILTERS_KEY, written)
    } catch {
      // Storage blocked: kept in `fallbackRaw` for this page.
    }
    listeners.forEach((listener) => listener())
  }
  return [values, update] as const
}

/**
 * The filters above a lead list: status (open leads by default, Spam hidden), owner, source,
 * arrival dates, partnership type, and order. Owners pick any member as owner; members pick
 * themselves, nobody or anyone.
 */
export function LeadFilters({
  list,
  values,
  onChange,
  me,
  canSeeTeam,
}: {
  list: LeadListName
  values: LeadFilterValues
  onChange: (values: LeadFilterValues) => void
  me: string
  canSeeTeam: boolean
}) {
  const id = useId()
  // What is typed, applied after a pause; a change from outside (Clear filters) replaces it.
  const [source, setSource] = useState(values.source)
  const [appliedSource, setAppliedSource] = useState(values.source)
  if (values.source !== appliedSource) {
    setAppliedSource(values.source)
    setSource(values.source)
  }
  useEffect(() => {
    if (source.trim() === values.source) return
    const timer = setTimeout(() => onChange({ ...values, source: source.trim() }), 400)
    return () => clearTimeout(timer)
  }, [source, values, onChange])
  const set = (name: keyof LeadFilterValues) => (value: string) =>
    onChange({ ...values, [name]: value })
  const filtered = Object.keys(leadFilterParams(values)).length > 0

  return (
    <fieldset className="mt-4 grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-3 lg:grid-cols-8">
      <legend className="sr-only">Filter the list</legend>
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={values.status}
        onChange={set('status')}
      >
        <option value="">All but Spam</option>
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {leadStatusLabels[status]}
          </option>
        ))}
        <option value="all">All, Spam included</option>
      </FilterSelect>
      <OwnerFilter
        id={`${id}-owner`}
        value={values.owner}
        onChange={set('owner')}
        me={me}
        canSeeTeam={canSeeTeam}
      />
      <div className="grid gap-1">
        <label htmlFor={`${id}-source`} className="text-xs font-semibold text-ink-muted">
          Source
        </label>
        <input
          id={`${id}-source`}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          placeholder="newsletter, partner.example"
          className={cn(controlClassName, 'py-2 text-sm')}
        />
      </div>
      <FilterDate
        id={`${id}-from`}
        label="Received from"
        value={values.from}
        onChange={set('from')}
      />
      <FilterDate id={`${id}-to`} label="Received to" value={values.to} onChange={set('to')} />
      <LanguageFilter id={`${id}-language`} value={values.language} onChange={set('language')} />
      {list === 'partnerships' ? (
        <FilterSelect id={`${id}-type`} label="Type" value={values.type} onChange={set('type')}>
          <option value="">Any type</option>
          {partnershipTypes.map((type) => (
            <option key={type} value={type}>
              {partnershipTypeLabels[type]}
            </option>
          ))}
        </FilterSelect>
      ) : null}
      <FilterSelect id={`${id}-sort`} label="Order" value={values.sort} onChange={set('sort')}>
        <option value="newest">Newest first</option>
        <option value="oldest">Oldest first</option>
      </FilterSelect>
      {filtered ? (
        <div className="flex items-end">
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_LEAD_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}

/** The language of the page a lead or a subscription came from (empty: any). */
export function LanguageFilter({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <FilterSelect id={id} label="Language" value={value} onChange={onChange}>
      <option value="">Any language</option>
      {locales.map((locale) => (
        <option key={locale} value={locale}>
          {languageName(locale)}
        </option>
      ))}
    </FilterSelect>
  )
}

function OwnerFilter({
  id,
  value,
  onChange,
  me,
  canSeeTeam,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  me: string
  canSeeTeam: boolean
}) {
  const team = useAdminQuery<{ members: TeamMemberRecord[] }>(TEAM_URL, { enabled: canSeeTeam })
  const others = canSeeTeam ? (team.data?.members ?? []).filter((member) => member.id !== me) : []
  return (
    <FilterSelect id={id} label="Owner" value={value} onChange={onChange}>
      <option value="">Anyone</option>
      <option value={me}>Me</option>
      <option value="none">Nobody yet</option>
      {others.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
    </FilterSelect>
  )
}
