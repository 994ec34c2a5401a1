import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getNewLeads } from '@/app/api/admin/leads/new/route'
import { POST as postSeen } from '@/app/api/admin/leads/seen/route'
import { GET as getContactsSpec } from '@/app/api/contacts/route'
import { closeDatabase } from '../db/client'
import { assignLeadOwner, setLeadStatus } from '../db/repositories/lead-work'
import { HttpError } from '../http/errors'
import { createLead } from '../leads/create-lead'
import {
  clearTables,
  createTestDatabase,
  insertTeamMemberRow,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact, partnership } from '../../../tests/support/test-leads'
import { addTeamMember, asMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { send } from '../../../tests/support/test-requests'
import { adminListPage } from './lists'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

const mira = { id: 'member-mira', name: 'Mira Chen' }
/** Mid-afternoon in Toronto on a day of March 2026. */
const onDay = (day: number) => new Date(Date.UTC(2026, 2, day, 19, 0))

describe.each(testDatabaseKinds)('the team’s lead lists on %s', (kind) => {
  let test: TestDatabase
  const ids: Record<string, string> = {}

  const names = async (query: string, list = 'contacts') =>
    (
      (await adminListPage(test.db, list, `http://localhost/api/admin/${list}?${query}`)).items as {
        lastName: string
      }[]
    ).map((lead) => lead.lastName)

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off', LOGIN_RATE_LIMIT: 'off' })
  })
  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('team_members').execute()
    await insertTeamMemberRow(test, mira)
    const add = async (
      lastName: string,
      day: number,
      source?: Parameters<typeof createLead>[3],
    ) => {
      ids[lastName] = (
        await createLead(
          test.db,
          'contact',
          { ...contact, lastName },
          { now: onDay(day), ...source },
        )
      ).id
    }
    await add('Early', 1, {
      source: {
        first: { utmSource: 'newsletter', utmCampaign: 'spring' },
        latest: { utmSource: 'newsletter' },
      },
    })
    await add('Middle', 2, {
      source: { first: { referrerHost: 'partner.example' }, latest: {} },
      language: 'fr',
    })
    await add('Late', 3)
    await add('Junk', 4)
    const lead = (name: string) => ({ type: 'contact' as const, id: ids[name]! })
    await setLeadStatus(test.db, lead('Middle'), 'contacted', mira)
    await assignLeadOwner(test.db, lead('Middle'), mira.id, mira)
    await setLeadStatus(test.db, lead('Junk'), 'spam', mira)
    await createLead(test.db, 'partnership', partnership, { now: onDay(2) })
  })

  it('hides Spam by default, newest first, each lead with its status, owner, source and language', async () => {
    expect(await names('')).toEqual(['Late', 'Middle', 'Early'])
    const page = await adminListPage(test.db, 'contacts', 'http://localhost/api/admin/contacts')
    expect(page.items[1]).toMatchObject({
      lastName: 'Middle',
      status: 'contacted',
      owner: { id: mira.id, name: 'Mira Chen' },
      source: { first: { referrerHost: 'partner.example' }, latest: {} },
      language: 'fr',
    })
    expect(page.items[0]).toMatchObject({ lastName: 'Late', language: 'en' })
    expect(page.total).toBe(3)
  })

  it('filters by status, owner, source, language and the team’s days, and sorts oldest first', async () => {
    expect(await names('status=spam')).toEqual(['Junk'])
    expect(await names('status=all')).toEqual(['Junk', 'Late', 'Middle', 'Early'])
    expect(await names('status=new,contacted&sort=oldest')).toEqual(['Early', 'Middle', 'Late'])
    expect(await names(`owner=${mira.id}`)).toEqual(['Middle'])
    expect(await names('owner=none')).toEqual(['Late', 'Early'])
    expect(await names('source=NEWSLETTER')).toEqual(['Early'])
    expect(await names('source=partner.example')).toEqual(['Middle'])
    expect(await names('from=2026-03-02&to=2026-03-03')).toEqual(['Late', 'Middle'])
    expect(await names('to=2026-03-01')).toEqual(['Early'])
    expect(await names('language=fr')).toEqual(['Middle'])
    expect(await names('language=en')).toEqual(['Late', 'Early'])
    expect(await names('q=mid&status=all')).toEqual(['Middle'])
  })

  it('answers a bad filter with a clear 400', async () => {
    const refused = async (query: string) => {
      try {
        await names(query)
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError)
        return (error as HttpError).status
      }
      return 200
    }
    for (const query of [
      'status=closed',
      'from=March',
      'to=2026-13-45',
      'language=de',
      'sort=alphabetical',
    ])
      expect(await refused(query), query).toBe(400)
  })

  it('leaves SPEC’s GET /api/contacts as it was: every lead, SPEC’s fields only', async () => {
    const { cookie } = await signInAs(await addTeamMember('owner@fundlane.example'))
    const response = await getContactsSpec(asMember(cookie, '/api/contacts'))
    const leads = (await response.json()) as Record<string, unknown>[]
    expect(leads.map((lead) => lead.lastName)).toEqual(['Junk', 'Late', 'Middle', 'Early'])
    expect(Object.keys(leads[0]!).sort()).toEqual(
      ['id', 'firstName', 'lastName', 'email', 'phone', 'company', 'message', 'submittedAt'].sort(),
    )
  })

  it('counts the leads that arrived since the member last looked at each list, Spam left out', async () => {
    const { cookie } = await signInAs(
      await addTeamMember('mira@fundlane.example', { role: 'member' }),
    )
    const counts = async () =>
      (await send(getNewLeads, asMember(cookie, '/api/admin/leads/new'))).body
    expect(await counts()).toEqual({ contacts: 3, partnerships: 1 })

    const seen = await send(
      postSeen,
      asMember(cookie, '/api/admin/leads/seen', { method: 'POST', body: { list: 'contacts' } }),
    )
    expect(seen.status).toBe(204)
    expect(await counts()).toEqual({ contacts: 0, partnerships: 1 })
    await createLead(
      test.db,
      'contact',
      { ...contact, lastName: 'Fresh' },
      { now: new Date(Date.now() + 1000) },
    )
    expect(await counts()).toEqual({ contacts: 1, partnerships: 1 })

    const wrong = await send(
      postSeen,
      asMember(cookie, '/api/admin/leads/seen', { method: 'POST', body: { list: 'subscribers' } }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.fields).toEqual({ list: 'List must be contacts or partnerships' })
  })
})
