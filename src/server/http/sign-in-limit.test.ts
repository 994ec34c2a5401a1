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
    delete process.env.LOGIN_FAILURE_ALERT
    resetServerConfig()
    resetRateLimiters()
  })
  afterAll(async () => {
    delete process.env.LOGIN_FAILURE_ALERT
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
