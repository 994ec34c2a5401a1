import 'server-only'

/**
 * Calendar days in a time zone (issue 21). The team's days (page-view counts, list filters, the
 * dashboard) begin and end at midnight in Toronto, where the team works; the morning digest uses
 * its own setting, Toronto by default.
 */
export const TEAM_TIME_ZONE = 'America/Toronto'

/** One formatter per time zone: making one costs far more than using it (the dashboard's hours). */
const clocks = new Map<string, Intl.DateTimeFormat>()

function clockParts(timeZone: string, moment: number): Record<string, number> {
  let clock = clocks.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    clocks.set(timeZone, clock)
  }
  const parts = clock.formatToParts(new Date(moment))
  return Object.fromEntries(parts.map((part) => [part.type, Number(part.value)]))
}

/** The day (`YYYY-MM-DD`) and hour a moment shows on a clock in `timeZone`. */
export function clockIn(timeZone: string, moment: Date): { day: string; hour: number } {
  const { year, month, day, hour } = clockParts(timeZone, moment.getTime())
  const pad = (value: number) => String(value).padStart(2, '0')
  return { day: `${year}-${pad(month!)}-${pad(day!)}`, hour: hour! }
}

/** The team's day a moment falls on, as `YYYY-MM-DD`. */
export function teamDay(moment: Date): string {
  return clockIn(TEAM_TIME_ZONE, moment).day
}

/** How far a clock in `timeZone` is ahead of UTC at a moment, in milliseconds. */
function offsetAt(timeZone: string, moment: number): number {
  const { year, month, day, hour, minute, second } = clockParts(timeZone, moment)
  const shown = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  return shown - Math.floor(moment / 1000) * 1000
}

/** The moment a day (`YYYY-MM-DD`) begins in `timeZone`, daylight saving time included. */
export function startOfDayIn(timeZone: string, day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const midnightUtc = Date.UTC(year, month - 1, date)
  // The offset at the guess, then at the corrected moment (they differ across a DST change).
  const first = midnightUtc - offsetAt(timeZone, midnightUtc)
  return new Date(midnightUtc - offsetAt(timeZone, first))
}

/** The moment a team day begins in Toronto. */
export function startOfTeamDay(day: string): Date {
  return startOfDayIn(TEAM_TIME_ZONE, day)
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}
