// A search writes four times for every flight and one for every fare, a few thousand in all; through
// `new Date(ms).toISOString()` they were a tenth of the itinerary worker's time. The date part is the
// same for most of them, so each UTC day's is written once and the time of day is put together from
// two-digit pieces: the text is the one toISOString writes.

const DAY_MS = 86_400_000
/** Years 0000 to 9999, where toISOString writes four digits (and `YYYY-MM-DDT` is 11 characters). */
const LAST_PLAIN_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)
/** Days remembered before the table starts again: more than the schedule's whole calendar. */
const MAX_DAYS = 10_000

const twoDigits = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'))
const dayTexts = new Map<number, string>()

/** `YYYY-MM-DDT` of a UTC day number. */
function dayText(day: number): string {
  let text = dayTexts.get(day)
  if (text === undefined) {
    if (dayTexts.size >= MAX_DAYS) dayTexts.clear()
    text = new Date(day * DAY_MS).toISOString().slice(0, 11)
    dayTexts.set(day, text)
  }
  return text
}

/** `YYYY-MM-DDTHH:mm` of an instant (UTC, or a local wall-clock time given as if it were UTC). */
export function isoMinute(ms: number): string {
  if (!(ms >= 0 && ms <= LAST_PLAIN_MS)) return new Date(ms).toISOString().slice(0, 16)
  const day = Math.floor(ms / DAY_MS)
  const minutes = Math.floor((ms - day * DAY_MS) / 60_000)
  return `${dayText(day)}${twoDigits[Math.floor(minutes / 60)]}:${twoDigits[minutes % 60]}`
}

/** What `new Date(ms).toISOString()` writes. */
export function isoInstant(ms: number): string {
  if (!(ms >= 0 && ms <= LAST_PLAIN_MS && Number.isInteger(ms))) return new Date(ms).toISOString()
  const day = Math.floor(ms / DAY_MS)
  const ofDay = ms - day * DAY_MS
  const minutes = Math.floor(ofDay / 60_000)
  const millis = ofDay % 60_000
  const seconds = Math.floor(millis / 1000)
  const thousandths = millis % 1000
  const fraction = thousandths < 10 ? `00${thousandths}` : thousandths < 100 ? `0${thousandths}` : thousandths
  return `${dayText(day)}${twoDigits[Math.floor(minutes / 60)]}:${twoDigits[minutes % 60]}:${twoDigits[seconds]}.${fraction}Z`
}
