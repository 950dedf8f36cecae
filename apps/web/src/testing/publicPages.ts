import type { Airport, AirlinePage } from '@rihla/api-contract/flights'
import type { HotelOffer, HotelSearchCriteria, HotelSearchResponse } from '@rihla/api-contract/hotels'
import type { ShareImage } from '@rihla/core/routing'
import type { FakeHandlers } from '@rihla/core/testing'
import { siteHandlers } from '@rihla/core/testing'
import type { Locale } from '@rihla/i18n'

/*
 * The public pages (rendered on the server, previewed by crawlers) with the head and heading each must
 * have in both languages, for the fake API below: content pages title themselves "Page {slug}", Riyadh
 * to Jeddah costs SAR 245 on the searched day, the airline is Saudia. A test of the server's HTML can
 * reuse the list with these handlers, or keep its paths and image and read titles from its own data.
 * A stay of two nights in Makkah costs SAR 1,240 at the cheapest hotel with rooms.
 */

export const CONTENT_PAGES = ['about-us', 'contact-us', 'privacy-policy', 'terms-conditions', 'faq'] as const

/** A month ahead: a date flights are always sold for. */
export const searchDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
const FARE_SAR = 245

export interface PublicPage {
  name: string
  path: Record<Locale, string>
  /** The canonical address: the path without its search, absolute. */
  canonical: Record<Locale, string>
  /** The address a preview links to (og:url): the path as shared, search included. */
  url: Record<Locale, string>
  heading: Record<Locale, string>
  title: Record<Locale, string>
  /** Null where the page's description is the site's. */
  description: Record<Locale, string> | null
  image: ShareImage
}

const ORIGIN = 'https://rihla.example'
const BRAND = { en: 'Rihla', ar: 'رحلة' }
const both = (value: string) => ({ en: value, ar: value })
const text = (en: string, ar: string) => ({ en, ar })
/** A path whose Arabic address is the English one under /ar. */
const inBoth = (path: string) => ({ en: path, ar: `/ar${path}` })
const branded = (title: Record<Locale, string>) => ({
  en: `${title.en} | ${BRAND.en}`,
  ar: `${title.ar} | ${BRAND.ar}`,
})
const absolute = (path: Record<Locale, string>) => ({ en: `${ORIGIN}${path.en}`, ar: `${ORIGIN}${path.ar}` })
const withoutSearch = (path: Record<Locale, string>) => ({
  en: path.en.split('?')[0]!,
  ar: path.ar.split('?')[0]!,
})
const page = (entry: Omit<PublicPage, 'canonical' | 'url'>): PublicPage => ({
  ...entry,
  canonical: absolute(withoutSearch(entry.path)),
  url: absolute(entry.path),
})

const CONTENT_AR_SLUGS: Record<(typeof CONTENT_PAGES)[number], string> = {
  'about-us': 'من-نحن',
  'contact-us': 'اتصل-بنا',
  'privacy-policy': 'سياسة-الخصوصية',
  'terms-conditions': 'الشروط-والأحكام',
  faq: 'الأسئلة-الشائعة',
}

const CITIES = {
  RUH: { en: 'Riyadh', ar: 'الرياض' },
  JED: { en: 'Jeddah', ar: 'جدة' },
}

/** Day and month as titles write them, worked out here with Intl rather than the app's helpers. */
const dayFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
const midnight = (date: string) => new Date(`${date}T00:00:00Z`)

/** The searched day as a title writes it. */
const day = (locale: Locale) => dayFormat(locale).format(midnight(searchDate))

/** The hotel search's stay: two nights from the searched day. */
const checkOut = new Date(midnight(searchDate).getTime() + 2 * 86_400_000).toISOString().slice(0, 10)
/** The stay's dates as a title writes them (ICU's thin spaces as every version of it writes them). */
const stay = (locale: Locale) =>
  dayFormat(locale)
    .formatRange(midnight(searchDate), midnight(checkOut))
    .replace(/\u2009/g, ' ')
    .replace(/\u202f/g, '\u00a0')
/** The lowest stay of the hotel search, in halalas; the other hotel costs more, the third is full. */
const HOTEL_STAY_HALALAS = 124_000

const FLIGHTS_HOME = text('Cheap flights in Saudi Arabia', 'رحلات طيران رخيصة في السعودية')

export const PUBLIC_PAGES: PublicPage[] = [
  page({
    name: 'Home',
    path: text('/', '/ar'),
    heading: text('Your journey across Saudi Arabia starts here', 'رحلتك في أنحاء المملكة تبدأ من هنا'),
    title: branded(text('Online Flights Booking', 'حجز رحلات الطيران عبر الإنترنت')),
    description: null,
    image: 'site',
  }),
  ...CONTENT_PAGES.map((slug) =>
    page({
      name: slug,
      path: { en: `/${slug}`, ar: `/ar/${CONTENT_AR_SLUGS[slug]}` },
      heading: both(`Page ${slug}`),
      title: branded(both(`Page ${slug}`)),
      description: both(`What ${slug} is about.`),
      image: 'site',
    }),
  ),
  page({
    name: 'flights home',
    path: inBoth('/cheap-flights-in-saudi-arabia'),
    heading: FLIGHTS_HOME,
    title: branded(FLIGHTS_HOME),
    description: text(
      'Compare fares across airlines on flights within and from Saudi Arabia, and book in a few steps, in Arabic or English.',
      'قارن أسعار شركات الطيران على الرحلات داخل السعودية ومنها، واحجز في خطوات قليلة، بالعربية أو الإنجليزية.',
    ),
    image: 'airline',
  }),
  page({
    name: 'flight results',
    path: inBoth(`/flights/riyadh-to-jeddah/RUH-to-JED?date=${searchDate}`),
    heading: text('RUH → JED', 'RUH ← JED'),
    title: branded(
      text(
        `Riyadh to Jeddah, ${day('en')} · from SAR\u00a0${FARE_SAR}`,
        `الرياض إلى جدة، ${day('ar')} · ابتداءً من \u200f${FARE_SAR}\u00a0ر.س.\u200f`,
      ),
    ),
    description: text(
      `Flights from Riyadh to Jeddah: compare the fares of every airline for ${day('en')} and book in a few steps.`,
      `رحلات من الرياض إلى جدة: قارن أسعار كل شركات الطيران في ${day('ar')} واحجز في خطوات قليلة.`,
    ),
    image: 'airline',
  }),
  page({
    name: 'hotel results',
    path: inBoth(
      `/hotels/makkah?destination=city%3AMakkah&checkIn=${searchDate}&checkOut=${checkOut}&rooms=2`,
    ),
    heading: text('Hotels', 'الفنادق'),
    title: branded(
      text(
        `Hotels in Makkah, ${stay('en')} · from SAR\u00a01,240`,
        `الفنادق في مكة المكرمة، ${stay('ar')} · ابتداءً من \u200f1,240\u00a0ر.س.\u200f`,
      ),
    ),
    description: text(
      `Hotels in Makkah for ${stay('en')}: compare rooms, rates and cancellation terms, and book in a few steps.`,
      `فنادق في مكة المكرمة في ${stay('ar')}: قارن الغرف والأسعار وشروط الإلغاء، واحجز في خطوات قليلة.`,
    ),
    image: 'hotel',
  }),
  page({
    name: 'airline page',
    path: inBoth('/flights/saudia'),
    heading: text('Saudia', 'السعودية'),
    title: branded(text('Saudia: flights, fares and baggage', 'السعودية: الرحلات والأسعار والأمتعة')),
    description: text(
      'Saudia flights from Saudi Arabia: fare families, baggage allowances, change and refund rules. Compare fares and book on Rihla.',
      'رحلات السعودية من المملكة: فئات الأسعار والأمتعة المسموح بها وقواعد التغيير والاسترداد. قارن الأسعار واحجز على رحلة.',
    ),
    image: 'airline',
  }),
]

const airport = (iata: keyof typeof CITIES, locale: Locale): Airport => ({
  iata,
  city: CITIES[iata][locale],
  name: `${CITIES[iata][locale]} airport`,
  countryCode: 'SA',
  domestic: true,
  timezone: 'Asia/Riyadh',
})

const saudia = (locale: Locale): AirlinePage => ({
  slug: 'saudia',
  code: 'SV',
  icao: 'SVA',
  name: locale === 'ar' ? 'السعودية' : 'Saudia',
  names: { en: 'Saudia', ar: 'السعودية' },
  country: { code: 'SA', name: locale === 'ar' ? 'السعودية' : 'Saudi Arabia' },
  alliance: null,
  lowCost: false,
  hubs: [airport('RUH', locale), airport('JED', locale)],
  fareFamilies: [],
  routes: [],
  routeCount: 0,
})

const MAKKAH = { en: 'Makkah', ar: 'مكة المكرمة' }

/** A Makkah hotel of the search: its stay's price, or none where it is full. */
const hotelOffer = (id: string, total: number | null, locale: Locale): HotelOffer => ({
  id,
  nights: 2,
  available: total !== null,
  total: total === null ? null : { amount: total, currency: 'SAR' },
  perNight: total === null ? null : { amount: total / 2, currency: 'SAR' },
  freeCancellation: true,
  boards: ['room_only'],
  hotel: {
    id,
    name: `Hotel ${id}`,
    city: { id: 'Makkah', name: MAKKAH[locale] },
    district: 'Ajyad',
    stars: 4,
    rating: 8.5,
    reviewCount: 120,
    amenities: [],
    photos: [],
    checkInTime: '16:00',
    checkOutTime: '12:00',
    location: { latitude: 21.42, longitude: 39.82 },
    distance: { meters: 400, to: 'haram', name: 'Masjid al-Haram' },
  },
})

const hotelAnswer = (search: HotelSearchCriteria, locale: Locale): HotelSearchResponse => ({
  refId: 'hotel-search',
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  search,
  hotels: [
    hotelOffer('mak-dearer', HOTEL_STAY_HALALAS + 30_000, locale),
    hotelOffer('mak-full', null, locale),
    hotelOffer('mak-lowest', HOTEL_STAY_HALALAS, locale),
  ],
})

/**
 * The fake API of the list above, answering in the page's language as the real one does from the
 * locale header: the site's startup and content pages, airports, the fare strip and the airline.
 */
export function publicPageHandlers(locale: Locale, overrides: FakeHandlers = {}): FakeHandlers {
  return siteHandlers(
    {
      airportsPopular: () => ({ airports: [airport('RUH', locale), airport('JED', locale)] }),
      airportGet: ({ query }) => ({ airport: airport((query as { iata: 'RUH' | 'JED' }).iata, locale) }),
      calendarFares: () => ({
        fares: [{ date: searchDate, price: { amount: FARE_SAR * 100, currency: 'SAR' } }],
      }),
      contentProviders: () => ({ providers: [] }),
      airlines: () => ({ airlines: [{ slug: 'saudia', code: 'SV', name: saudia(locale).name }] }),
      airlinePage: () => ({ airline: saudia(locale) }),
      hotelSearch: ({ body }) => hotelAnswer((body as { search: HotelSearchCriteria }).search, locale),
      ...overrides,
    },
    CONTENT_PAGES,
  )
}
