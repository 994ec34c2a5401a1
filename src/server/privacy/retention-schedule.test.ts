import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageAuditEvents } from '../audit/audit'
import { parseServerConfig } from '../config'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-databases'
import { FIRST_PURGE_DELAY_MS, PURGE_INTERVAL_MS, RetentionSchedule } from './retention-schedule'

describe('the daily retention purge', () => {
  let test: TestDatabase | undefined
  afterEach(async () => {
    vi.useRealTimers()
    await test?.destroy()
  })

  const purges = async () =>
    (await pageAuditEvents(test!.db, { page: 1, pageSize: 10, action: 'retention.purged' })).total

  it('runs shortly after start, then every 24 hours, until stopped', async () => {
    test = await createTestDatabase('sqlite')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const schedule = new RetentionSchedule(test, parseServerConfig({}))
    schedule.start()

    await vi.advanceTimersByTimeAsync(FIRST_PURGE_DELAY_MS - 1)
    expect(await purges()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(async () => expect(await purges()).toBe(1))
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS)
    await vi.waitFor(async () => expect(await purges()).toBe(2))

    await schedule.stop()
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS * 2)
    expect(await purges()).toBe(2)
  })
})
