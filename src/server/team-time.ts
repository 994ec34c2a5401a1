import 'server-only'

/**
 * The team's calendar (issue 21): days for page-view counts, list filters and the dashboard begin
 * and end at midnight in Toronto, where the team works.
 */
export const TEAM_TIME_ZONE = 'America/Toronto'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The team's day a moment falls on, as `YYYY-MM-DD`. */
export function teamDay(moment: Date): string {
  return dayFormat.format(moment)
}

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEAM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** How far the team's clock is ahead of UTC at a moment, in milliseconds (negative: behind). */
function offsetAt(moment: number): number {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(new Date(moment)).map((part) => [part.type, part.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return asUtc - Math.floor(moment / 1000) * 1000
}

/** The moment a team day (`YYYY-MM-DD`) begins, daylight saving time included. */
export function startOfTeamDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const midnightUtc = Date.UTC(year, month - 1, date)
  // The offset at the guess, then at the corrected moment (they differ across a DST change).
  const first = midnightUtc - offsetAt(midnightUtc)
  return new Date(midnightUtc - offsetAt(first))
}
