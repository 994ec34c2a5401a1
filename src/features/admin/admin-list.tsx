'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Download, Search, Trash2 } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { controlClassName } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import type { AdminListItem, AdminListName, AdminListPage } from '@/server/admin/lists'
import { PAGE_SIZE, deleteRecordRequest, exportUrl, listUrl } from './admin-api'
import { ConfirmButton } from './confirm-dialog'
import { SignInForm } from './sign-in-form'
import { LoadError, LoadingCards } from './list-states'
import { Pager } from './pager'
import { useAdminQuery } from './use-admin-api'

const SEARCH_DELAY_MS = 300

export type ListText = {
  title: string
  error: string
  emptyTitle: string
  emptyText: string
  recordName: string
}

/**
 * One admin list: title with the total, search, the states of docs/product.md, Admin (loading with three
 * placeholder cards, error, empty, populated), paging, and for owners CSV export and deletion with
 * confirmation. Shows the sign-in form when the session is missing.
 */
export function AdminList<Name extends AdminListName>({
  list,
  text,
  renderItem,
  describe,
  canManage,
  filters,
  filterPanel,
}: {
  list: Name
  text: ListText
  /** Owners export and delete; members only read. */
  canManage: boolean
  /** The lead lists' filters as query parameters, and the controls that set them. */
  filters?: Record<string, string>
  filterPanel?: ReactNode
  renderItem: (item: AdminListItem<Name>, deleteButton: ReactNode) => ReactNode
  /** How the deletion dialog names a record. */
  describe: (item: AdminListItem<Name>) => string
}) {
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const queryClient = useQueryClient()

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchInput])

  // New filters start again at the first page.
  const filterKey = JSON.stringify(filters ?? {})
  const [pagedFilterKey, setPagedFilterKey] = useState(filterKey)
  if (filterKey !== pagedFilterKey) {
    setPagedFilterKey(filterKey)
    setPage(1)
  }
  const filtered = Object.keys(filters ?? {}).length > 0

  const url = listUrl(list, { page, search, filters })
  // null when the session is missing or ran out: the sign-in form takes the list's place.
  const query = useAdminQuery<AdminListPage<Name>>(url)

  const remove = useMutation({
    mutationFn: (item: AdminListItem<Name>) => deleteRecordRequest(list, item.id),
    onSuccess: (_response, item) => {
      toast({
        title: `${text.recordName} deleted`,
        description: describe(item),
        variant: 'success',
      })
      void queryClient.invalidateQueries()
    },
    onError: () =>
      toast({ title: 'Could not delete', description: 'Please try again.', variant: 'error' }),
  })

  if (query.data === null) return <SignInForm />

  const result = query.data
  const pageCount = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1

  return (
    <section aria-labelledby={`${list}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2
          id={`${list}-title`}
          className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink"
        >
          {text.title}
          {result ? (
            <span
              className="rounded-full bg-brand-600 px-3 py-0.5 text-sm font-semibold text-white"
              aria-label={`${result.total} in total`}
            >
              {result.total}
            </span>
          ) : null}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="relative">
            <span className="sr-only">Search {text.title.toLowerCase()}</span>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
            />
            <input
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder="Search name, e-mail or company"
              className={cn(controlClassName, 'w-72 pl-9')}
            />
          </label>
          {canManage ? (
            <a
              href={exportUrl(list, search, filters)}
              className={buttonVariants({ variant: 'secondary', size: 'md' })}
              download
            >
              <Download aria-hidden /> Export CSV
            </a>
          ) : null}
        </div>
      </div>

      {filterPanel}

      <div className="mt-6" aria-busy={query.isPending}>
        {query.isPending ? (
          <LoadingCards />
        ) : query.isError ? (
          <LoadError>{text.error}</LoadError>
        ) : result && result.items.length === 0 ? (
          <div className="rounded-card border border-dashed border-line bg-surface p-10 text-center">
            <p className="text-lg font-semibold text-ink">
              {search
                ? `No matches for “${search}”`
                : filtered
                  ? 'Nothing matches these filters'
                  : text.emptyTitle}
            </p>
            <p className="mt-1 text-ink-muted">
              {search
                ? 'Try another name, e-mail or company.'
                : filtered
                  ? 'Change or clear the filters to see more.'
                  : text.emptyText}
            </p>
          </div>
        ) : result ? (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {result.items.map((item) => (
              <li key={item.id} className="flex">
                {renderItem(
                  item,
                  canManage ? (
                    <ConfirmButton
                      label={`Delete ${describe(item)}`}
                      title={`Delete this ${text.recordName.toLowerCase()}?`}
                      description={`${describe(item)} will be removed permanently, for example to honour a privacy request. This cannot be undone.`}
                      confirmLabel="Delete permanently"
                      pending={remove.isPending}
                      onConfirm={() => remove.mutate(item)}
                    >
                      <Trash2 aria-hidden /> Delete
                    </ConfirmButton>
                  ) : null,
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {result && result.total > PAGE_SIZE ? (
        <Pager page={page} pageCount={pageCount} onPage={setPage} />
      ) : null}
    </section>
  )
}
