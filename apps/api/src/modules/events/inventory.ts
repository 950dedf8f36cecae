import type { LocalizedText } from '@rihla/api-contract'
import { EVENT_FEW_LEFT } from '@rihla/api-contract/events'
import type { eventPasses, eventShows, events } from '../../db/schema'
import { seededRandom } from '../inventory/random'
import { EVENT_SPECS } from './catalogue'
import type { EventSpec, ShowsSpec } from './catalogue'
import { PASS_TYPES } from './passTypes'

// The catalogue as rows, for a given day: each show dated from that day, each pass with its capacity
// and the tickets already sold (deterministic: the same day gives the same rows). A show's and a pass's
// id do not depend on the day, so seeding again on a later day moves the dates and keeps what was sold.

type EventRow = typeof events.$inferInsert
type ShowRow = typeof eventShows.$inferInsert
type PassRow = typeof eventPasses.$inferInsert

const DAY_MS = 86_400_000

/** The date `offset` days after `today` (both `YYYY-MM-DD`). */
const dayAfter = (today: string, offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10)

const DAY_LABEL = (day: number): LocalizedText => ({ en: `Day ${day}`, ar: `اليوم ${day}` })

function labelOf(shows: ShowsSpec, index: number): LocalizedText | null {
  if (shows.labels === 'days') return DAY_LABEL(index + 1)
  return shows.labels?.[index] ?? null
}

export const showIdOf = (eventId: string, index: number) => `${eventId}-${index + 1}`

function showRows(spec: EventSpec, today: string): ShowRow[] {
  const { shows } = spec
  return Array.from({ length: shows.count }, (_, index) => {
    const date = dayAfter(today, shows.firstDay + index * (shows.every ?? 1))
    const startsAt = new Date(`${date}T${shows.time}:00+03:00`)
    const label = labelOf(shows, index)
    return {
      id: showIdOf(spec.id, index),
      eventId: spec.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + shows.hours * 3600_000),
      labelEn: label?.en ?? null,
      labelAr: label?.ar ?? null,
    }
  })
}

/**
 * Tickets already sold of a pass: the stock the catalogue sets, else a share of its capacity that
 * leaves more than "few" (a pass of only a few seats starts unsold), so the few-left and sold-out
 * passes are the ones meant to be.
 */
function soldOf(spec: EventSpec, showIndex: number, pass: EventSpec['passes'][number], id: string) {
  const stock = spec.stock?.find((entry) => entry.show === showIndex && entry.pass === pass.type)
  if (stock) return pass.capacity - stock.left
  const share = seededRandom(`event-pass:${id}`).between(0.05, 0.6)
  return Math.max(0, Math.min(Math.floor(pass.capacity * share), pass.capacity - EVENT_FEW_LEFT - 1))
}

function passRows(spec: EventSpec): PassRow[] {
  return Array.from({ length: spec.shows.count }, (_, showIndex) =>
    spec.passes.map((pass, position): PassRow => {
      const type = PASS_TYPES[pass.type]
      const id = `${showIdOf(spec.id, showIndex)}-${pass.type}`
      const name = pass.name ?? type.name
      return {
        id,
        showId: showIdOf(spec.id, showIndex),
        type: pass.type,
        nameEn: name.en,
        nameAr: name.ar,
        includesEn: type.includes.map((line) => line.en),
        includesAr: type.includes.map((line) => line.ar),
        priceHalalas: pass.priceSar * 100,
        capacity: pass.capacity,
        sold: soldOf(spec, showIndex, pass, id),
        perOrderLimit: pass.perOrderLimit ?? type.perOrderLimit,
        position,
      }
    }),
  ).flat()
}

/** How many pictures an event's gallery has. */
export const galleryCountOf = (eventId: string) => seededRandom(`event:${eventId}`).int(3, 5)

function eventRow(spec: EventSpec, position: number): EventRow {
  return {
    id: spec.id,
    slug: spec.slug,
    category: spec.category,
    venue: spec.venue,
    titleEn: spec.title.en,
    titleAr: spec.title.ar,
    descriptionEn: spec.description.en,
    descriptionAr: spec.description.ar,
    ageRuleEn: spec.ageRule.en,
    ageRuleAr: spec.ageRule.ar,
    minimumAge: spec.minimumAge,
    namedTickets: spec.namedTickets,
    featured: spec.featured ?? false,
    galleryCount: galleryCountOf(spec.id),
    position,
  }
}

/** Every event, show and pass of the catalogue, with shows dated from `today` (a Saudi date). */
export function eventInventoryOn(today: string) {
  return {
    events: EVENT_SPECS.map(eventRow),
    shows: EVENT_SPECS.flatMap((spec) => showRows(spec, today)),
    passes: EVENT_SPECS.flatMap(passRows),
  }
}
