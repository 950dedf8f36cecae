import type { Locale } from '@rihla/api-contract'
import { EVENT_FEW_LEFT, EVENT_MAX_TICKETS } from '@rihla/api-contract/events'
import type {
  Availability,
  EventDetail,
  EventImage,
  EventPass,
  EventShow,
  EventSummary,
} from '@rihla/api-contract/events'
import { convert } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { saudiDateOf, saudiTimeOf } from './dates'
import { galleryOf } from './images'
import { EVENT_CITIES, categoryOf, venueOf } from './places'
import { ticketsLeft } from './stock'
import type { EventOnSale, EventRow, PassRow, ShowRow } from './stock'

// The catalogue's rows as the contract shows them, in the caller's language and currency.

export interface View {
  locale: Locale
  currency: string
  rates: Rates
}

export const availabilityOf = (left: number): Availability =>
  left <= 0 ? 'sold_out' : left <= EVENT_FEW_LEFT ? 'few_left' : 'available'

export function toPass(pass: PassRow, view: View): EventPass {
  const left = Math.max(0, ticketsLeft(pass))
  const availability = availabilityOf(left)
  const ar = view.locale === 'ar'
  return {
    id: pass.id,
    type: pass.type,
    name: ar ? pass.nameAr : pass.nameEn,
    includes: ar ? pass.includesAr : pass.includesEn,
    price: convert(pass.priceHalalas, view.currency, view.rates),
    availability,
    left: availability === 'few_left' ? left : null,
    perOrderLimit: Math.min(pass.perOrderLimit, EVENT_MAX_TICKETS, left),
  }
}

export const showLabel = (show: ShowRow, locale: Locale) => (locale === 'ar' ? show.labelAr : show.labelEn)

/** A show's date, time and label, as quotes and bookings repeat them. */
export const toShowTimes = (show: ShowRow, locale: Locale) => ({
  id: show.id,
  startsAt: saudiTimeOf(show.startsAt),
  endsAt: saudiTimeOf(show.endsAt),
  label: showLabel(show, locale),
})

const leftOf = (passes: readonly PassRow[]) =>
  passes.reduce((total, pass) => total + Math.max(0, ticketsLeft(pass)), 0)

export function toShow(show: ShowRow, passes: readonly PassRow[], view: View): EventShow {
  return {
    ...toShowTimes(show, view.locale),
    availability: availabilityOf(leftOf(passes)),
    passes: passes.map((pass) => toPass(pass, view)),
  }
}

export const eventTitle = (event: EventRow, locale: Locale) =>
  locale === 'ar' ? event.titleAr : event.titleEn

export function cityOf(event: EventRow, locale: Locale) {
  const { city } = venueOf(event.venue)
  return { id: city, name: EVENT_CITIES[city]![locale] }
}

const imagesOf = (event: EventRow, locale: Locale): EventImage[] =>
  galleryOf(event.id, event.galleryCount, eventTitle(event, locale), locale)

/** The cheapest pass still on sale, in halalas; null when every show is sold out. */
export function cheapestHalalas({ shows }: EventOnSale): number | null {
  const prices = shows.flatMap(({ passes }) =>
    passes.filter((pass) => ticketsLeft(pass) > 0).map((pass) => pass.priceHalalas),
  )
  return prices.length ? Math.min(...prices) : null
}

export function toSummary(entry: EventOnSale, view: View): EventSummary {
  const { event, shows } = entry
  const { locale } = view
  const category = categoryOf(event.category)!
  const cheapest = cheapestHalalas(entry)
  const first = shows[0]?.show
  const last = shows.at(-1)?.show
  return {
    id: event.id,
    slug: event.slug,
    title: eventTitle(event, locale),
    category: { id: category.id, name: category.name[locale] },
    city: cityOf(event, locale).name,
    venue: venueOf(event.venue).name[locale],
    startsOn: first ? saudiDateOf(first.startsAt) : '',
    endsOn: last ? saudiDateOf(last.startsAt) : '',
    priceFrom: cheapest === null ? null : convert(cheapest, view.currency, view.rates),
    availability: availabilityOf(leftOf(shows.flatMap(({ passes }) => passes))),
    image: imagesOf(event, locale)[0]!,
    featured: event.featured,
  }
}

export function toDetail(entry: EventOnSale, view: View): EventDetail {
  const { event } = entry
  const { locale } = view
  const ar = locale === 'ar'
  const venue = venueOf(event.venue)
  return {
    ...toSummary(entry, view),
    description: ar ? event.descriptionAr : event.descriptionEn,
    ageRule: ar ? event.ageRuleAr : event.ageRuleEn,
    minimumAge: event.minimumAge,
    namedTickets: event.namedTickets,
    venue: {
      id: venue.id,
      name: venue.name[locale],
      city: EVENT_CITIES[venue.city]![locale],
      address: venue.address[locale],
      latitude: venue.latitude,
      longitude: venue.longitude,
      kind: venue.kind[locale],
    },
    gallery: imagesOf(event, locale),
    shareUrl: `/events/detail/${event.slug}`,
  }
}
