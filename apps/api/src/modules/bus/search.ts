import type { Locale } from '@rihla/api-contract'
import type {
  BusClass,
  BusDeparture,
  BusSearchCriteria,
  busTimesResponseSchema,
} from '@rihla/api-contract/buses'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { convert, ratesOf } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { saudiIso } from '../rail/timetable'
import type { ScheduledBus } from './departures'
import { FARE_FAMILIES, priceFamily } from './fares'
import { deckInventory, departuresFor, heldBusSeatsOn } from './inventory'
import { CITIES, CLASS_INFO, OPERATORS, ROUTES, RULES, operatorOf } from './network'
import { busSearches } from './sessions'

/** GET /api/buses: operators, coach classes and the rules a traveller reads before booking. */
export const busesInfo = (locale: Locale) => ({
  operators: OPERATORS.map((operator) => ({
    id: operator.id,
    name: operator.name[locale],
    about: operator.about[locale],
  })),
  classes: (Object.keys(CLASS_INFO) as BusClass[]).map((busClass) => ({
    class: busClass,
    name: CLASS_INFO[busClass].name[locale],
    perks: CLASS_INFO[busClass].perks.map((perk) => perk[locale]),
  })),
  rules: RULES.map((rule) => rule[locale]),
})

export const toCity = (id: string, locale: Locale) => ({
  id,
  name: CITIES[id]![locale],
  destinations: ROUTES.filter((route) => route.from === id).map((route) => route.to),
})

/** GET /api/v2/buses/cities: every served city with where it has direct departures to. */
export const busCities = (locale: Locale) => ({
  cities: Object.keys(CITIES).map((id) => toCity(id, locale)),
})

/** The departure as the contract shows it, with the cheapest family's adult fare for a seat bought now. */
export function toDeparture(
  bus: ScheduledBus,
  seatsLeft: number,
  search: BusSearchCriteria,
  rates: Rates,
  locale: Locale,
  now: Date,
): BusDeparture {
  const operator = operatorOf(bus.route)
  const cheapest = priceFamily(
    FARE_FAMILIES[0]!,
    bus.route.fares[bus.class]!,
    { adults: 1, children: 0 },
    bus.date,
    todayInSaudiArabia(now),
  )
  return {
    id: bus.id,
    operator: { id: operator.id, name: operator.name[locale], about: operator.about[locale] },
    class: bus.class,
    className: CLASS_INFO[bus.class].name[locale],
    departure: saudiIso(bus.departs),
    arrival: saudiIso(bus.arrives),
    durationMinutes: bus.route.minutes,
    seatsLeft,
    fromFare: convert(cheapest.adultHalalas, search.currency, rates),
  }
}

/** POST /REST/API/bus_times: starts a session with the day's departures between the two cities. */
export async function busTimes(
  db: Db,
  search: BusSearchCriteria,
  locale: Locale,
  now = new Date(),
): Promise<z.input<typeof busTimesResponseSchema>> {
  const departures = departuresFor(search, now)
  const [rates, held] = await Promise.all([ratesOf(db), heldBusSeatsOn(db, search.date, now)])
  const session = await busSearches.create(db, search, JSON.stringify(search), now)
  return {
    refId: session.refId,
    expiresAt: session.expiresAt.toISOString(),
    from: toCity(search.from, locale),
    to: toCity(search.to, locale),
    date: search.date,
    departures: departures.map((bus) =>
      toDeparture(
        bus,
        deckInventory(bus, held.get(bus.id) ?? new Set()).free.size,
        search,
        rates,
        locale,
        now,
      ),
    ),
  }
}

const GALLERY: Record<BusClass, { en: string; ar: string }[]> = {
  standard: [
    { en: 'The coach outside', ar: 'الحافلة من الخارج' },
    { en: 'Seats, 2 + 2', ar: 'المقاعد، 2 + 2' },
    { en: 'The family section at the front', ar: 'قسم العائلات في المقدمة' },
    { en: 'Luggage hold', ar: 'مخزن الأمتعة' },
  ],
  vip: [
    { en: 'The VIP coach outside', ar: 'حافلة كبار الشخصيات من الخارج' },
    { en: 'Wide seats, 1 + 2', ar: 'مقاعد واسعة، 1 + 2' },
    { en: 'The family section at the front', ar: 'قسم العائلات في المقدمة' },
    { en: 'Charging points at every seat', ar: 'منافذ شحن عند كل مقعد' },
    { en: 'The snack box', ar: 'الوجبة الخفيفة' },
  ],
}

/**
 * POST /api/v2/buses/gallery: a coach class's photos. They live at stable paths the site serves as webp
 * at 1x and 2x (`/images/buses/{class}/{n}.webp`); the web build generates them.
 */
export const busGallery = (busClass: BusClass, locale: Locale) => ({
  photos: GALLERY[busClass].map((caption, index) => {
    const base = `/images/buses/${busClass}/${index + 1}`
    return {
      id: `${busClass}-${index + 1}`,
      caption: caption[locale],
      src: `${base}.webp`,
      src2x: `${base}@2x.webp`,
    }
  }),
})
