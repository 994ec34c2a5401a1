import { randomInt } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { queryE2eDatabase } from './database'
import { expect, test } from './fixtures'
import { E2E_ORIGIN } from './global-setup'

/**
 * Limits tried the way an attacker would, over HTTP against the running server (issue 35). The
 * server trusts one proxy (TRUST_PROXY=1), played here by X-Forwarded-For. Each test takes a /64
 * of its own at random, so a rerun against the same server starts from fresh counts.
 */

/** A random /64 of the documentation range: `2001:db8:x:y`, to which an address is added. */
const randomNetwork = () =>
  `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`

/** A sign-in attempt with a wrong password, from `address`, at the account `email`. */
function guess(request: APIRequestContext, address: string, email: string) {
  return request.post('/api/admin/session', {
    headers: { Origin: E2E_ORIGIN, 'X-Forwarded-For': address },
    data: { email, password: 'not-the-password' },
  })
}

test.describe('the sign-in limit, from IPv6 networks', () => {
  test('counts two addresses of one /64 as one visitor, and another /64 apart', async ({
    request,
  }) => {
    const network = randomNetwork()
    const account = (index: number) => `ipv6-${network.replaceAll(':', '-')}-${index}@e2e.test`
    for (let index = 1; index <= 5; index += 1) {
      const address = `${network}:${index.toString(16)}::${randomInt(0x10000).toString(16)}`
      expect((await guess(request, address, account(index))).status()).toBe(401)
    }
    // Another address of the same /64, at another account: still the same visitor.
    const refused = await guess(request, `${network}:ffff:1:2:3`, account(6))
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    const otherNetwork = `${randomNetwork()}::1`
    expect((await guess(request, otherNetwork, account(7))).status()).toBe(401)
  })

  test('sixty refused sign-ins write at most a handful of audit rows', async ({ request }) => {
    test.setTimeout(60_000)
    const network = randomNetwork()
    const email = `flood-${network.replaceAll(':', '-')}@e2e.test`
    const rowsSince = (since: string) =>
      queryE2eDatabase<{ action: string; target_id: string | null; detail: string | null }>(
        'select action, target_id, detail from audit_events where occurred_at >= ? and (actor_email = ? or target_id = ?) order by occurred_at',
        since,
        email,
        `${network}::/64`,
      )
    const started = new Date().toISOString()
    const statuses: number[] = []
    for (let index = 1; index <= 65; index += 1) {
      const address = `${network}:${index.toString(16)}::1`
      statuses.push((await guess(request, address, email)).status())
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(60)
    const rows = rowsSince(started)
    expect(rows.length).toBeLessThanOrEqual(7)
    expect(rows.filter((row) => row.action === 'sign-in.failed')).toHaveLength(5)
    const limited = rows.filter((row) => row.action === 'sign-in.limited')
    expect(limited).toHaveLength(1)
    expect(limited[0]!.target_id).toBe(`${network}::/64`)
    expect(JSON.parse(limited[0]!.detail!)).toMatchObject({ counted: 'one network', refused: 32 })
  })
})

test('an avatar seed the site does not use is a 404, never drawn', async ({ request }) => {
  const madeUp = await request.get(`/avatars/made-up-${randomInt(1_000_000)}`)
  expect(madeUp.status()).toBe(404)
  expect(madeUp.headers()['content-type'] ?? '').not.toContain('image/svg+xml')
  const used = await request.get('/avatars/maya')
  expect(used.status()).toBe(200)
  expect(used.headers()['content-type']).toContain('image/svg+xml')
})

/** Every file under the running server's build folder whose path names `token`. */
function filesNaming(token: string, folder = path.resolve('.next', 'server')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesNaming(token, entryPath)
    return entryPath.includes(token) ? [entryPath] : []
  })
}

test('made-up article addresses are answered and leave nothing on the server’s disk', async ({
  request,
}) => {
  const token = `made-up-${randomInt(1_000_000_000)}`
  /** The sharing image a page names, as a path. */
  const imageOf = async (page: string) => {
    const html = await (await request.get(page)).text()
    const image = /property="og:image" content="https?:\/\/[^/"]+([^"?]+)/.exec(html)?.[1]
    expect(image, `${page} names its sharing image`).toContain('/opengraph-image')
    return image!
  }
  const blogImage = await imageOf('/blog/how-to-write-a-business-plan-step-by-step-guide')
  const ownAddressImage = await imageOf('/abl')
  for (let index = 0; index < 5; index += 1) {
    const comingSoon = await request.get(`/blog/${token}-${index}`)
    expect(comingSoon.status()).toBe(404)
    expect(await comingSoon.text()).toContain('Coming Soon')
    expect((await request.get(`/fr/blogue/${token}-${index}`)).status()).toBe(404)
    const madeUpImages = [
      blogImage.replace(/^\/blog\/[^/]+\//, `/blog/${token}-${index}/`),
      ownAddressImage.replace(/^\/abl\//, `/${token}-${index}/`),
      `/fr/blogue/${token}-${index}/opengraph-image`,
    ]
    for (const madeUpImage of madeUpImages) {
      expect((await request.get(madeUpImage)).status(), madeUpImage).toBe(404)
    }
  }
  expect(filesNaming(token)).toEqual([])
})
