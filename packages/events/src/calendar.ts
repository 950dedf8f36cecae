import ical from 'ical-generator'

// "Add to calendar" on an event booking: an iCalendar file (RFC 5545) with the show's times, the venue
// and its position, made by ical-generator in the browser. Times carry their offset, so the file holds
// the instants in UTC and every calendar shows them in its own zone.

export interface CalendarEntry {
  /** Stable across downloads (the booking's uuid): a second import updates the first. */
  uid: string
  title: string
  startsAt: string
  endsAt: string
  venue: { name: string; address: string; latitude: number; longitude: number }
  description: string
  url: string
  /** When the file was made; given, so the same booking gives the same file. */
  stamp: string
}

/** The show as an .ics file's text. */
export function eventCalendar(entry: CalendarEntry): string {
  const calendar = ical({ prodId: { company: 'Rihla', product: 'Events', language: 'EN' } })
  calendar.createEvent({
    id: entry.uid,
    start: new Date(entry.startsAt),
    end: new Date(entry.endsAt),
    stamp: new Date(entry.stamp),
    summary: entry.title,
    description: entry.description,
    location: {
      title: entry.venue.name,
      address: entry.venue.address,
      geo: { lat: entry.venue.latitude, lon: entry.venue.longitude },
    },
    url: entry.url,
  })
  return calendar.toString()
}
