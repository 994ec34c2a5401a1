import { describe, expect, it } from 'vitest'
import { startOfTeamDay, teamDay } from './team-time'

describe('the team’s calendar (Toronto)', () => {
  it('puts a moment on the day it is in Toronto', () => {
    expect(teamDay(new Date('2026-03-02T04:30:00Z'))).toBe('2026-03-01')
    expect(teamDay(new Date('2026-03-02T05:30:00Z'))).toBe('2026-03-02')
    expect(teamDay(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30')
  })

  it('starts each day at midnight there, in winter, in summer and on the days the clocks change', () => {
    expect(startOfTeamDay('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z')
    expect(startOfTeamDay('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z')
    // Clocks go forward at 2:00 on 8 March 2026 and back on 1 November 2026.
    expect(startOfTeamDay('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfTeamDay('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(startOfTeamDay('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfTeamDay('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })
})
