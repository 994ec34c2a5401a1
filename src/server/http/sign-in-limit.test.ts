import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetServerConfig } from '../config'
import { log } from '../log'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-databases'
import { addTeamMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { arrivingFrom } from '../../../tests/support/test-requests'
import { resetRateLimiters } from './rate-limit'

const PASSWORD = 'sign-in-limit-password-0123'
const OWNER = 'owner@example.com'

const signInFrom = async (address: string, password: string, email = OWNER) =>
  (await signInAs({ email, password }, arrivingFrom(address))).response

// Each sign-in hashes a password with scrypt, slow on purpose; a busy machine needs more than 5 s.
describe('admin sign-in limits', { timeout: 30_000 }, () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase('sqlite')
    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off' })
    await addTeamMember(OWNER, { password: PASSWORD })
  })
  beforeEach(() => {
    delete process.env.LOGIN_RATE_LIMIT
    delete process.env.LOGIN_RATE_CEILING
    delete process.env.LOGIN_FAILURE_ALERT
    resetServerConfig()
    resetRateLimiters()
  })
  afterAll(async () => {
    delete process.env.LOGIN_FAILURE_ALERT
    delete process.env.LOGIN_RATE_CEILING
    resetServerConfig()
    resetRateLimiters()
    await test.destroy()
  })

  it('lets no more parallel guesses through than LOGIN_RATE_LIMIT (5/15m)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signInFrom('203.0.113.5', `guess-${index}`)),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)])
    // The right password from the same address is refused too until the window passes.
    expect((await signInFrom('203.0.113.5', PASSWORD)).status).toBe(429)
    // Another address, for another account, is not affected.
    expect(
      (await signInFrom('198.51.100.5', 'whatever-password', 'other@example.com')).status,
    ).toBe(401)
  })

  it('holds guesses at one account from many addresses to the same limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signInFrom(`192.0.2.${index + 1}`, `guess-${index}`),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)])
  })

  it('does not count right passwords, so the team never locks itself out', async () => {
    for (let index = 0; index < 12; index += 1) {
      expect((await signInFrom('203.0.113.6', PASSWORD)).status).toBe(204)
    }
    expect((await signInFrom('203.0.113.6', 'wrong')).status).toBe(401)
  })

  it('counts every address of one IPv6 /64 as one visitor, and another /64 apart', async () => {
    for (let index = 1; index <= 5; index += 1) {
      const address = `2001:db8:1:2:${index.toString(16)}::${index}`
      expect((await signInFrom(address, `guess-${index}`, 'a@example.com')).status).toBe(401)
    }
    // A new address in the same /64, for another account: still the same visitor.
    expect((await signInFrom('2001:db8:1:2:ffff::9', 'guess', 'b@example.com')).status).toBe(429)
    expect((await signInFrom('2001:db8:1:3::1', 'guess', 'c@example.com')).status).toBe(401)
  })

  it('writes at most a handful of audit rows for sixty refused sign-ins', async () => {
    const rows = () =>
      test.db.selectFrom('audit_events').selectAll().orderBy('occurred_at').execute()
    const before = (await rows()).length
    const statuses: number[] = []
    // Sixty-five guesses, each from another address of one /64.
    for (let index = 1; index <= 65; index += 1) {
      const address = `2001:db8:9:9:${index.toString(16)}::1`
      statuses.push(
        (await signInFrom(address, `guess-${index}`, `guess${index}@example.com`)).status,
      )
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(60).fill(429)])
    const written = (await rows()).slice(before)
    expect(written.map((row) => row.action)).toEqual([
      ...Array<string>(5).fill('sign-in.failed'),
      'sign-in.limited',
    ])
    const limited = written[5]!
    expect(limited).toMatchObject({
      actor_email: 'guess6@example.com',
      client_address: '2001:db8:9:9:6::1',
      target_type: 'rate-limit',
      target_id: '2001:db8:9:9::/64',
    })
    // Its count, raised at 1, 2, 4, 8, 16 and 32 refusals.
    expect(JSON.parse(limited.detail!)).toMatchObject({
      counted: 'one network',
      limit: '5 per 15 min',
      refused: 32,
    })
  })

  it('holds guesses from ever-new networks at ever-new accounts to LOGIN_RATE_CEILING', async () => {
    process.env.LOGIN_RATE_CEILING = '4/15m'
    resetServerConfig()
    const statuses: number[] = []
    for (let index = 1; index <= 12; index += 1) {
      const address = `2001:db8:${index.toString(16)}:1::1`
      statuses.push((await signInFrom(address, 'guess', `rotating${index}@example.com`)).status)
    }
    // Four passwords checked (hashed); the rest refused before any hashing.
    expect(statuses).toEqual([...Array<number>(4).fill(401), ...Array<number>(8).fill(429)])
    const limited = await test.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'sign-in.limited')
      .where('target_id', '=', 'sign-in')
      .execute()
    expect(limited).toHaveLength(1)
    expect(JSON.parse(limited[0]!.detail!)).toMatchObject({ counted: 'all sign-ins', refused: 8 })
  })

  it('takes nothing from LOGIN_RATE_CEILING for refused guesses or right passwords', async () => {
    process.env.LOGIN_RATE_CEILING = '6/15m'
    resetServerConfig()
    // One visitor's flood: five checked, the rest refused by their own limit.
    for (let index = 0; index < 20; index += 1) {
      await signInFrom('203.0.113.40', `guess-${index}`, 'flood@example.com')
    }
    for (let index = 0; index < 4; index += 1) {
      expect((await signInFrom(`198.51.100.${40 + index}`, PASSWORD)).status).toBe(204)
    }
    expect((await signInFrom('198.51.100.50', 'guess', 'x@example.com')).status).toBe(401)
    expect((await signInFrom('198.51.100.51', 'guess', 'y@example.com')).status).toBe(429)
  })

  it('logs an error once failed sign-ins from all addresses pass LOGIN_FAILURE_ALERT', async () => {
    process.env.LOGIN_FAILURE_ALERT = '3/1h'
    resetServerConfig()
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    try {
      for (let index = 1; index <= 3; index += 1) {
        expect(
          (await signInFrom(`198.51.100.${index}`, 'wrong', `u${index}@example.com`)).status,
        ).toBe(401)
      }
      expect(error).not.toHaveBeenCalled()
      for (let index = 4; index <= 6; index += 1) {
        expect(
          (await signInFrom(`198.51.100.${index}`, 'wrong', `u${index}@example.com`)).status,
        ).toBe(401)
      }
      expect(error).toHaveBeenCalledTimes(1)
      expect(String(error.mock.calls[0]![1])).toMatch(/LOGIN_FAILURE_ALERT/)
    } finally {
      error.mockRestore()
    }
  })
})
