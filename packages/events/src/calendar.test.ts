import { describe, expect, it } from 'vitest'
import { eventCalendar } from './calendar'

const entry = {
  uid: '4f7b2c1e-8d7a-4a51-9a6e-0c1d2e3f4a5b',
  title: 'MDLBEAST Soundstorm, Day 1',
  startsAt: '2026-12-10T16:00:00+03:00',
  endsAt: '2026-12-11T02:00:00+03:00',
  venue: { name: 'Banban', address: 'Banban, Riyadh', latitude: 24.9817, longitude: 46.5437 },
  description: '3 tickets: 2 General admission, 1 VIP',
  url: 'https://rihla.example/event/booking-detail/4f7b2c1e-8d7a-4a51-9a6e-0c1d2e3f4a5b',
  stamp: '2026-11-27T09:00:00Z',
}

/** The file's lines with RFC 5545's folded lines joined again. */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n')

describe('eventCalendar', () => {
  it('holds one event at the show times in UTC, with the venue and its position', () => {
    const lines = linesOf(eventCalendar(entry))
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain(`UID:${entry.uid}`)
    expect(lines).toContain('DTSTART:20261210T130000Z')
    expect(lines).toContain('DTEND:20261210T230000Z')
    expect(lines).toContain('DTSTAMP:20261127T090000Z')
    expect(lines).toContain('SUMMARY:MDLBEAST Soundstorm\\, Day 1')
    expect(lines).toContain('GEO:24.9817;46.5437')
    expect(lines.some((line) => line.startsWith('LOCATION:Banban\\nBanban\\, Riyadh'))).toBe(true)
  })

  it('makes the same file for the same booking', () => {
    expect(eventCalendar(entry)).toBe(eventCalendar(entry))
  })
})
