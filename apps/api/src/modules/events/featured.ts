import type { FeaturedEvent } from '@rihla/api-contract'
import { saudiDateOf } from './dates'
import { eventInventoryOn } from './inventory'
import { categoryOf, EVENT_CITIES, venueOf } from './places'

/**
 * The home page's featured events (settings `home.featuredEvents`) as the events inventory has them on
 * `today`: the same slugs, titles, venues, dates and lowest price still on sale as the events calls give.
 */
export function featuredEventsOn(today: string): FeaturedEvent[] {
  const inventory = eventInventoryOn(today)
  return inventory.events
    .filter((event) => event.featured)
    .map((event) => {
      const shows = inventory.shows.filter((show) => show.eventId === event.id)
      const showIds = new Set(shows.map((show) => show.id))
      const onSale = inventory.passes.filter((pass) => showIds.has(pass.showId) && pass.sold! < pass.capacity)
      const venue = venueOf(event.venue)
      const category = categoryOf(event.category)!
      return {
        slug: event.slug,
        title: { en: event.titleEn, ar: event.titleAr },
        venue: venue.name,
        city: EVENT_CITIES[venue.city]!,
        startsOn: saudiDateOf(shows[0]!.startsAt),
        endsOn: saudiDateOf(shows.at(-1)!.startsAt),
        priceFrom: { amount: Math.min(...onSale.map((pass) => pass.priceHalalas)), currency: 'SAR' },
        category: category.name,
        art: category.art,
      }
    })
}
