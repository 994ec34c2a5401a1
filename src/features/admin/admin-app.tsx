'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Tabs } from 'radix-ui'
import { Building2, LogOut, Mail, Phone, ShieldAlert } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { Suspense, lazy, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { languageName } from '@/i18n/locales'
import { cn } from '@/lib/cn'
import { leadStatusLabels } from '@/lib/lead-status'
import type { AdminListItem } from '@/server/admin/lists'
import type { Account } from '@/server/auth/account'
import { AccountView } from './account-view'
import { AdminList } from './admin-list'
import { AuditView } from './audit-view'
import { ChatTranscript } from './chat-transcript'
import { NEW_LEADS_URL, markLeadListSeenRequest, signOutRequest } from './admin-api'
import { DeliveriesView, useFailedDeliveries } from './deliveries-view'
import { formatSubmittedAt, mailtoHref, previewMessage, telHref } from './format'
import { LeadDetailsDialog, ViewAllButton, type OpenedLead } from './lead-details'
import { LoadingCards } from './list-states'
import {
  LanguageFilter,
  LeadFilters,
  leadFilterParams,
  useRememberedLeadFilters,
} from './lead-filters'
import { SubjectRequestsView } from './subject-requests-view'
import { useAdminQuery } from './use-admin-api'
import { TeamView } from './team-view'

/** The dashboard and its chart library are fetched when the tab is first opened. */
const DashboardView = lazy(() => import('./dashboard-view'))

/** How long a lead list is on screen before its new leads count as seen. */
const SEEN_AFTER_MS = 5000

/**
 * The number of leads each list received since the member last looked at it, refreshed every
 * minute; a lead list shown for a few seconds counts as looked at.
 */
function useNewLeadCounts(tab: string) {
  const queryClient = useQueryClient()
  const counts = useAdminQuery<{ contacts: number; partnerships: number }>(NEW_LEADS_URL, {
    refetchInterval: 60_000,
  })
  useEffect(() => {
    if (tab !== 'contacts' && tab !== 'partnerships') return
    const timer = setTimeout(() => {
      void markLeadListSeenRequest(tab)
        .then(() => queryClient.invalidateQueries({ queryKey: [NEW_LEADS_URL] }))
        .catch(() => {}) // The count stays; the next visit tries again.
    }, SEEN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [tab, queryClient])
  return counts.data ?? { contacts: 0, partnerships: 0 }
}

function NewCount({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <span className="rounded-full bg-accent-300 px-2 text-xs leading-5 font-bold text-ink">
      {count}
      <span className="sr-only"> new</span>
    </span>
  )
}

const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:bg-brand-600 data-[state=active]:text-white'

/**
 * The team's area: contact submissions (docs/product.md, Admin), partnership inquiries,
 * subscribers, chats, and the notifications that failed to go out; for owners the team and the
 * audit log; for everyone their own account. Members read the lists without Export or Delete.
 */
export function AdminApp({ account }: { account: Account }) {
  const router = useRouter()
  const [tab, setTab] = useState('contacts')
  const isOwner = account.role === 'owner'
  const [subscriberLanguage, setSubscriberLanguage] = useState('')
  const queryClient = useQueryClient()
  const signOut = useMutation({
    mutationFn: signOutRequest,
    onSettled: () => {
      router.refresh()
      void queryClient.resetQueries()
    },
  })
  const givenUp = useFailedDeliveries().data?.givenUp ?? 0
  const newLeads = useNewLeadCounts(tab)
  const [contactFilters, setContactFilters] = useRememberedLeadFilters('contacts')
  const [partnershipFilters, setPartnershipFilters] = useRememberedLeadFilters('partnerships')
  // Held here, above the lists, so the details stay open whatever the list under them does.
  const [openedLead, setOpenedLead] = useState<OpenedLead | null>(null)

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      {account.twoFactorEnabled ? null : (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-300 bg-brand-50 p-4 text-sm text-ink">
          <p className="flex items-start gap-2">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            Protect the leads: turn on two-factor authentication for your account.
          </p>
          <Button size="sm" onClick={() => setTab('account')}>
            Set up two-factor
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Tabs.List
          aria-label="Lists"
          className="flex flex-wrap gap-1 rounded-3xl border border-line bg-white p-1 sm:rounded-full"
        >
          <Tabs.Trigger value="contacts" className={cn(tabClass, 'flex items-center gap-2')}>
            Contacts
            <NewCount count={newLeads.contacts} />
          </Tabs.Trigger>
          <Tabs.Trigger value="partnerships" className={cn(tabClass, 'flex items-center gap-2')}>
            Partnerships
            <NewCount count={newLeads.partnerships} />
          </Tabs.Trigger>
          <Tabs.Trigger value="dashboard" className={tabClass}>
            Dashboard
          </Tabs.Trigger>
          <Tabs.Trigger value="subscribers" className={tabClass}>
            Subscribers
          </Tabs.Trigger>
          <Tabs.Trigger value="conversations" className={tabClass}>
            Chats
          </Tabs.Trigger>
          <Tabs.Trigger value="deliveries" className={cn(tabClass, 'flex items-center gap-2')}>
            Deliveries
            {givenUp > 0 ? (
              <span className="rounded-full bg-danger-600 px-2 text-xs leading-5 font-bold text-white">
                {givenUp}
                <span className="sr-only"> given up</span>
              </span>
            ) : null}
          </Tabs.Trigger>
          {isOwner ? (
            <>
              <Tabs.Trigger value="privacy" className={tabClass}>
                Privacy requests
              </Tabs.Trigger>
              <Tabs.Trigger value="team" className={tabClass}>
                Team
              </Tabs.Trigger>
              <Tabs.Trigger value="audit" className={tabClass}>
                Audit log
              </Tabs.Trigger>
            </>
          ) : null}
          <Tabs.Trigger value="account" className={tabClass}>
            Account
          </Tabs.Trigger>
        </Tabs.List>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut aria-hidden /> Sign out
        </Button>
      </div>

      <Tabs.Content value="contacts" className="mt-8 outline-none">
        <AdminList
          list="contacts"
          text={{
            title: 'Contact Form Submissions',
            error: 'Failed to load contact submissions. Please try again later.',
            emptyTitle: 'No submissions yet',
            emptyText: 'Contact form submissions will appear here when visitors submit the form.',
            recordName: 'Submission',
          }}
          canManage={isOwner}
          filters={leadFilterParams(contactFilters)}
          filterPanel={
            <LeadFilters
              list="contacts"
              values={contactFilters}
              onChange={setContactFilters}
              me={account.id}
              canSeeTeam={isOwner}
            />
          }
          describe={(item) => `The message from ${item.firstName} ${item.lastName}`}
          renderItem={(item, deleteButton) => (
            <ContactCard
              list="contacts"
              item={item}
              deleteButton={deleteButton}
              onViewAll={setOpenedLead}
            />
          )}
        />
      </Tabs.Content>
      <Tabs.Content value="partnerships" className="mt-8 outline-none">
        <AdminList
          list="partnerships"
          text={{
            title: 'Partnership Inquiries',
            error: 'Failed to load partnership inquiries. Please try again later.',
            emptyTitle: 'No partnership inquiries yet',
            emptyText: 'Inquiries from the partner pages will appear here.',
            recordName: 'Inquiry',
          }}
          canManage={isOwner}
          filters={leadFilterParams(partnershipFilters)}
          filterPanel={
            <LeadFilters
              list="partnerships"
              values={partnershipFilters}
              onChange={setPartnershipFilters}
              me={account.id}
              canSeeTeam={isOwner}
            />
          }
          describe={(item) =>
            `The inquiry from ${item.firstName} ${item.lastName} (${item.company})`
          }
          renderItem={(item, deleteButton) => (
            <ContactCard
              list="partnerships"
              item={item}
              deleteButton={deleteButton}
              onViewAll={setOpenedLead}
            >
              <p className="text-sm">
                <span className="font-semibold text-ink capitalize">{item.partnershipType}</span>{' '}
                partner · {item.jobTitle} · consent {item.consent ? 'yes' : 'no'}
              </p>
              <p className="text-sm text-ink-muted">{previewMessage(item.partnershipGoals)}</p>
            </ContactCard>
          )}
        />
      </Tabs.Content>
      <Tabs.Content value="dashboard" className="mt-8 outline-none">
        <Suspense fallback={<LoadingCards />}>
          <DashboardView />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="subscribers" className="mt-8 outline-none">
        <AdminList
          list="subscribers"
          text={{
            title: 'Newsletter Subscribers',
            error: 'Failed to load subscribers. Please try again later.',
            emptyTitle: 'No subscribers yet',
            emptyText: 'Addresses entered in the footer form will appear here.',
            recordName: 'Subscriber',
          }}
          canManage={isOwner}
          filters={subscriberLanguage ? { language: subscriberLanguage } : undefined}
          filterPanel={
            <div className="mt-4 w-48">
              <LanguageFilter
                id="subscribers-language"
                value={subscriberLanguage}
                onChange={setSubscriberLanguage}
              />
            </div>
          }
          describe={(item) => item.email}
          renderItem={(item, deleteButton) => (
            <article className="flex w-full items-center justify-between gap-3 rounded-card border border-line bg-white p-5 shadow-card">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{item.email}</p>
                <p className="text-sm text-ink-muted">
                  <span className="capitalize">{item.status}</span> since{' '}
                  {formatSubmittedAt(item.createdAt)} · {languageName(item.language)}
                </p>
              </div>
              {deleteButton}
            </article>
          )}
        />
      </Tabs.Content>
      <Tabs.Content value="conversations" className="mt-8 outline-none">
        <AdminList
          list="conversations"
          text={{
            title: 'Chat Conversations',
            error: 'Failed to load chat conversations. Please try again later.',
            emptyTitle: 'No conversations yet',
            emptyText: 'Questions visitors ask the chat assistant will appear here.',
            recordName: 'Conversation',
          }}
          canManage={isOwner}
          describe={(item) => `The conversation started ${formatSubmittedAt(item.startedAt)}`}
          renderItem={(item, deleteButton) => (
            <article className="flex w-full flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card">
              <p className="text-sm text-ink-subtle">
                {formatSubmittedAt(item.startedAt)} · {item.messages.length} messages
              </p>
              <ChatTranscript messages={item.messages} />
              <div className="mt-auto flex justify-end">{deleteButton}</div>
            </article>
          )}
        />
      </Tabs.Content>
      <Tabs.Content value="deliveries" className="mt-8 outline-none">
        <DeliveriesView />
      </Tabs.Content>
      {isOwner ? (
        <>
          <Tabs.Content value="privacy" className="mt-8 outline-none">
            <SubjectRequestsView />
          </Tabs.Content>
          <Tabs.Content value="team" className="mt-8 outline-none">
            <TeamView account={account} />
          </Tabs.Content>
          <Tabs.Content value="audit" className="mt-8 outline-none">
            <AuditView />
          </Tabs.Content>
        </>
      ) : null}
      <Tabs.Content value="account" className="mt-8 outline-none">
        <AccountView account={account} />
      </Tabs.Content>
      <LeadDetailsDialog
        lead={openedLead}
        canAssign={isOwner}
        onClose={() => setOpenedLead(null)}
      />
    </Tabs.Root>
  )
}

/** A submission card (docs/product.md, Admin): name, date-time, e-mail, phone, company and message preview. */
function ContactCard({
  list,
  item,
  deleteButton,
  onViewAll,
  children,
}: {
  list: 'contacts' | 'partnerships'
  item: AdminListItem<'contacts'>
  deleteButton: React.ReactNode
  /** Opens the lead's details, which the app holds above the list. */
  onViewAll: (lead: OpenedLead) => void
  children?: React.ReactNode
}) {
  return (
    <article className="flex w-full flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card">
      <header>
        <h3 className="text-lg font-semibold text-ink">
          {item.firstName} {item.lastName}
        </h3>
        <p className="text-sm text-ink-subtle">{formatSubmittedAt(item.submittedAt)}</p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              item.status === 'new' ? 'bg-brand-600 text-white' : 'bg-surface text-ink',
            )}
          >
            {leadStatusLabels[item.status]}
          </span>
          <span className="text-ink-muted">
            {item.owner ? `Owner: ${item.owner.name}` : 'No owner yet'}
          </span>
          <span className="text-ink-muted">· {languageName(item.language)}</span>
          {item.offers ? (
            <span className="text-ink-muted">
              · From the offer check, with{' '}
              {item.offers.offers.length === 1 ? '1 offer' : `${item.offers.offers.length} offers`}
            </span>
          ) : null}
        </p>
      </header>
      <ul className="grid gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 text-ink-subtle" />
          <a href={mailtoHref(item.email)} className="break-all text-brand-700 hover:underline">
            {item.email}
          </a>
        </li>
        {item.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden className="size-4 text-ink-subtle" />
            {telHref(item.phone) ? (
              <a href={telHref(item.phone)} className="text-brand-700 hover:underline">
                {item.phone}
              </a>
            ) : (
              <span className="text-ink">{item.phone}</span>
            )}
          </li>
        ) : null}
        {item.company ? (
          <li className="flex items-center gap-2 text-ink">
            <Building2 aria-hidden className="size-4 text-ink-subtle" />
            {item.company}
          </li>
        ) : null}
      </ul>
      {children}
      {item.message && !children ? (
        <p className="text-sm whitespace-pre-line text-ink-muted">{previewMessage(item.message)}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <ViewAllButton
          lead={{ list, id: item.id, name: `${item.firstName} ${item.lastName}` }}
          onOpen={onViewAll}
        />
        {deleteButton}
      </div>
    </article>
  )
}
