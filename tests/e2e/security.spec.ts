import { randomUUID } from 'node:crypto'
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import { E2E_ORIGIN } from './global-setup'
import { expect, OWNER, test, type TeamCredentials } from './fixtures'
import { waitForMail } from './mailbox'
import { totpCode } from '../support/totp'

/**
 * The team area as an attacker tries it (issue 35), over HTTP against the running server: each
 * actor is a client of its own, with its own cookie jar and its own address (the tests' server
 * trusts one proxy, so X-Forwarded-For's last entry is the address it counts).
 */

const FROM_THIS_SITE = { Origin: E2E_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }

/** An IPv6 address in a /64 of its own (or, given a prefix, in that /64). */
function addressIn(prefix = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`) {
  return `${prefix}::${Math.floor(Math.random() * 0xffff).toString(16)}`
}

type Actor = { request: APIRequestContext; address: string; dispose(): Promise<void> }

async function actor(
  playwright: PlaywrightWorkerArgs['playwright'],
  address: string = addressIn(),
): Promise<Actor> {
  const request = await playwright.request.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { ...FROM_THIS_SITE, 'X-Forwarded-For': address },
  })
  return { request, address, dispose: () => request.dispose() }
}

async function signIn({ request }: Actor, credentials: TeamCredentials & { code?: string }) {
  return request.post('/api/admin/session', { data: credentials })
}

/** A new owner or member, invited by the first owner and joined through the invitation link. */
async function newTeamMember(
  playwright: PlaywrightWorkerArgs['playwright'],
  role: 'owner' | 'member' = 'owner',
): Promise<TeamCredentials> {
  const owner = await actor(playwright)
  try {
    expect((await signIn(owner, OWNER)).status()).toBe(204)
    const email = `${role}-${randomUUID().slice(0, 8)}@e2e.test`
    const invited = await owner.request.post('/api/admin/team', { data: { email, role } })
    expect(invited.status()).toBe(201)
    const mail = await waitForMail(email)
    const token = new URL(
      /https?:\/\/\S+\/admin\/invitation\?token=[\w.%-]+/.exec(mail)![0],
    ).searchParams.get('token')!
    const password = `${email}-a-long-password`
    const joined = await owner.request.post('/api/admin/invitation', {
      data: { token, name: 'New Owner', password },
    })
    expect(joined.status()).toBeLessThan(300)
    return { email, password }
  } finally {
    await owner.dispose()
  }
}

test.describe('the team area against an attacker', () => {
  test('a session opened with the password alone stops working when the owner turns two-factor on elsewhere', async ({
    playwright,
  }) => {
    const victim = await newTeamMember(playwright)
    const attacker = await actor(playwright)
    const owner = await actor(playwright)
    try {
      // The attacker has the password and a session; the owner has not set up two-factor yet.
      expect((await signIn(attacker, victim)).status()).toBe(204)
      expect((await attacker.request.get('/api/contacts')).status()).toBe(200)

      // The owner, in a browser of their own, turns two-factor on.
      expect((await signIn(owner, victim)).status()).toBe(204)
      const started = await owner.request.post('/api/admin/account/two-factor', {
        data: { password: victim.password },
      })
      expect(started.status()).toBe(200)
      const { secret } = (await started.json()) as { secret: string }
      const setupCode = totpCode(secret)
      const verified = await owner.request.post('/api/admin/account/two-factor/verify', {
        data: { code: setupCode },
      })
      expect(verified.status()).toBe(204)
      expect((await owner.request.get('/api/contacts')).status()).toBe(200)

      // The waiting session is over: no lead, no export, no team.
      expect((await attacker.request.get('/api/contacts')).status()).toBe(401)
      expect((await attacker.request.get('/api/admin/contacts/export')).status()).toBe(401)
      expect((await attacker.request.get('/api/admin/team')).status()).toBe(401)
      // Nor can the code the attacker watched being typed open a new one.
      expect((await signIn(attacker, { ...victim, code: setupCode })).status()).toBe(401)
    } finally {
      await attacker.dispose()
      await owner.dispose()
    }
  })

  test('a data-subject export holds exactly the person asked for, however their address is capitalised', async ({
    playwright,
  }) => {
    const visitor = await actor(playwright)
    const owner = await actor(playwright)
    const local = `alice${randomUUID().slice(0, 6)}`
    const chatAbout = async (message: string) => {
      // A visitor of their own each time: a new conversation.
      const chatter = await actor(playwright)
      try {
        const answer = await chatter.request.post('/api/chat/message', {
          data: { message, timestamp: new Date().toISOString() },
        })
        expect(answer.status()).toBe(200)
      } finally {
        await chatter.dispose()
      }
    }
    try {
      await chatAbout(`Please reply to ${local.toUpperCase()}@Example.com about a loan.`)
      await chatAbout(`My address is m${local}@example.com, thanks.`)
      await chatAbout(`Write to ${local}@example.com.au please.`)
      const accented = `ÉRIC.${local}@Exemple.ca`
      const contact = await visitor.request.post('/api/contact', {
        data: {
          firstName: 'Éric',
          lastName: 'Tremblay',
          email: accented,
          phone: '+1 514 555 0100',
          message: 'Bonjour',
        },
      })
      expect(contact.status()).toBe(201)

      expect((await signIn(owner, OWNER)).status()).toBe(204)
      const exportFor = async (email: string) => {
        const answer = await owner.request.post('/api/admin/subject-requests/export', {
          data: { email },
        })
        expect(answer.status()).toBe(200)
        return (await answer.json()) as {
          chatConversations: { messages?: { content?: string }[] }[]
          contactSubmissions: { email: string }[]
        }
      }
      const alice = await exportFor(`${local}@example.com`)
      expect(alice.chatConversations).toHaveLength(1)
      const text = JSON.stringify(alice)
      expect(text).not.toContain(`m${local}@`)
      expect(text).not.toContain('example.com.au')

      for (const asked of [`éric.${local}@exemple.ca`, `ÉRIC.${local.toUpperCase()}@EXEMPLE.CA`]) {
        const eric = await exportFor(asked)
        expect(
          eric.contactSubmissions.map((row) => row.email),
          asked,
        ).toEqual([accented])
      }
    } finally {
      await visitor.dispose()
      await owner.dispose()
    }
  })

  test("a member's reading of a lead list is on record, lead by lead", async ({ playwright }) => {
    const member = await newTeamMember(playwright, 'member')
    const reader = await actor(playwright)
    const owner = await actor(playwright)
    try {
      const submitted = await reader.request.post('/api/contact', {
        data: {
          firstName: 'Read',
          lastName: `Lead${randomUUID().slice(0, 6)}`,
          email: 'read.lead@example.com',
          phone: '+1 416 555 0101',
          message: 'Who reads this?',
        },
      })
      expect(submitted.status()).toBe(201)
      const { id } = (await submitted.json()) as { id: string }

      expect((await signIn(reader, member)).status()).toBe(204)
      const list = await reader.request.get('/api/admin/contacts?pageSize=200')
      expect(list.status()).toBe(200)
      const { items } = (await list.json()) as { items: { id: string; email?: string }[] }
      expect(items.map((item) => item.id)).toContain(id)

      expect((await signIn(owner, OWNER)).status()).toBe(204)
      const trail = await owner.request.get(`/api/admin/audit?record=${id}`)
      expect(trail.status()).toBe(200)
      const events = (await trail.json()) as { items: { action: string; actorEmail: string }[] }
      expect(events.items).toContainEqual(
        expect.objectContaining({ action: 'list.viewed', actorEmail: member.email }),
      )
    } finally {
      await reader.dispose()
      await owner.dispose()
    }
  })
})
