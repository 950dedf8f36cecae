// A zone's offset from UTC, asked for every departure and arrival a search shows. Intl answers it, but
// slowly (a formatToParts call each time), so each zone's offset is kept per UTC day: a zone's rules
// change its offset a few times a year at most and never twice in one day, so an offset that is the same
// at a day's first and last millisecond holds all day. A day with a change is asked of Intl every time.

const DAY_MS = 86_400_000
/** Zone days remembered before the table starts again: a year of schedules for every airport's zone. */
const MAX_DAYS = 100_000

const formats = new Map<string, Intl.DateTimeFormat>()

/** Minutes a time zone is ahead of UTC at an instant, as Intl says. */
function intlOffsetMinutes(timezone: string, at: number): number {
  let format = formats.get(timezone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    formats.set(timezone, format)
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** Per zone, per UTC day number: the offset all that day, or null when the offset changes during it. */
const dayOffsets = new Map<string, Map<number, number | null>>()
let daysKept = 0

/** Minutes a time zone is ahead of UTC at an instant. */
export function utcOffsetMinutes(timezone: string, at: number): number {
  const day = Math.floor(at / DAY_MS)
  let days = dayOffsets.get(timezone)
  let offset = days?.get(day)
  if (offset === undefined) {
    const first = intlOffsetMinutes(timezone, day * DAY_MS)
    offset = first === intlOffsetMinutes(timezone, (day + 1) * DAY_MS - 1) ? first : null
    if (daysKept >= MAX_DAYS) {
      dayOffsets.clear()
      daysKept = 0
    }
    days = dayOffsets.get(timezone)
    if (!days) dayOffsets.set(timezone, (days = new Map<number, number | null>()))
    days.set(day, offset)
    daysKept += 1
  }
  return offset ?? intlOffsetMinutes(timezone, at)
}
