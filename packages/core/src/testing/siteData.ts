import type { Currency, Page, Settings, User, Utilities } from '@rihla/api-contract'
import { ApiError } from '@rihla/api-clients'
import type { FakeHandlers } from './fakeContext'
import { testAppData } from './fakeContext'

/** Rates per one Saudi riyal, as the reference server gives them (USD and AED follow their pegs). */
export const testCurrencies: Currency[] = [
  { code: 'SAR', name: { en: 'Saudi riyal', ar: 'ريال سعودي' }, decimals: 2, rate: 1 },
  { code: 'USD', name: { en: 'US dollar', ar: 'دولار أمريكي' }, decimals: 2, rate: 0.26667 },
  { code: 'EUR', name: { en: 'Euro', ar: 'يورو' }, decimals: 2, rate: 0.22989 },
  { code: 'AED', name: { en: 'UAE dirham', ar: 'درهم إماراتي' }, decimals: 2, rate: 0.97933 },
]

export const testSettings = {
  site: {
    name: { en: 'Rihla', ar: 'رحلة' },
    supportEmail: 'help@rihla.example',
    supportPhone: '+966 11 520 4000',
    whatsapp: '+966 55 520 4000',
    office: {
      name: { en: 'Rihla Travel, Riyadh head office', ar: 'رحلة للسفر، المكتب الرئيسي بالرياض' },
      streetAddress: { en: '7235 King Fahd Road, Al Olaya District', ar: '7235 طريق الملك فهد، حي العليا' },
      locality: { en: 'Riyadh', ar: 'الرياض' },
      region: { en: 'Riyadh Province', ar: 'منطقة الرياض' },
      postalCode: '12214',
      country: 'SA',
      latitude: 24.6995,
      longitude: 46.6848,
    },
    openingHours: { opens: '00:00', closes: '23:59' },
    social: [{ network: 'x', url: 'https://x.com/rihla_sa' }],
  },
  localization: { defaultCurrency: 'SAR', arabicCountries: ['SA', 'AE'] },
  home: {
    offers: [
      {
        id: 'riyadh-season-hotels',
        vertical: 'hotel',
        title: { en: 'Up to 25% off Riyadh hotels', ar: 'خصم يصل إلى 25% على فنادق الرياض' },
        description: { en: 'Member rates near Boulevard City.', ar: 'أسعار خاصة بالقرب من بوليفارد سيتي.' },
        promoCode: 'STAY25',
        discountPercent: 25,
        validUntil: '2027-03-31',
        art: 'hotels',
      },
    ],
    featuredEvents: [
      {
        slug: 'saudi-cup-2027',
        title: { en: 'The Saudi Cup 2027', ar: 'كأس السعودية 2027' },
        venue: { en: 'King Abdulaziz Racetrack', ar: 'ميدان الملك عبدالعزيز للفروسية' },
        city: { en: 'Riyadh', ar: 'الرياض' },
        startsOn: '2027-02-12',
        endsOn: '2027-02-13',
        priceFrom: { amount: 10_000, currency: 'SAR' },
        category: { en: 'Equestrian', ar: 'الفروسية' },
        art: 'events',
      },
    ],
  },
} satisfies Settings

const text = (en: string, ar: string) => ({ en, ar })

export const testUtilities: Utilities = {
  verticals: [],
  bookingServices: [
    {
      vertical: 'airline',
      title: text('Flights', 'رحلات الطيران'),
      description: text('Domestic and international.', 'داخلية ودولية.'),
    },
    {
      vertical: 'hotel',
      title: text('Hotels', 'الفنادق'),
      description: text('Stays across the Kingdom.', 'إقامات في أنحاء المملكة.'),
    },
    {
      vertical: 'bus',
      title: text('Buses', 'الحافلات'),
      description: text('Intercity coaches.', 'حافلات بين المدن.'),
    },
    {
      vertical: 'train',
      title: text('Trains', 'القطارات'),
      description: text('Haramain and SAR lines.', 'الحرمين وسار.'),
    },
    {
      vertical: 'event',
      title: text('Events', 'الفعاليات'),
      description: text('Seasons and concerts.', 'مواسم وحفلات.'),
    },
  ],
  bookingTypes: [],
  bookingStatuses: [],
  passengerPrefixes: [],
  genders: [],
}

/** A content page as the API serves it; the title names the slug so a test can tell pages apart. */
export const testPage = (slug: string): Page => ({
  slug,
  title: `Page ${slug}`,
  summary: `What ${slug} is about.`,
  blocks: [{ type: 'paragraph', text: `The body of ${slug}.` }],
  updatedAt: '2026-11-20T09:00:00.000Z',
})

/**
 * A fake API that answers the shell's startup like the reference server does for a British visitor
 * with no saved choices, and serves the given content pages (any other slug is a 404).
 */
export function siteHandlers(overrides: FakeHandlers = {}, pages: readonly string[] = []): FakeHandlers {
  return {
    widget: () => ({ Data: testAppData() }),
    settings: () => ({ settings: testSettings }),
    utilities: () => ({ utilities: testUtilities }),
    geolocation: () => ({ country: 'GB' }),
    supportedCurrencies: () => ({ currencies: testCurrencies }),
    clientCurrency: () => ({ client_currency: 'SAR' }),
    countries: () => ({
      countries: [{ code: 'SA', name: 'Saudi Arabia', dialCode: '+966', currency: 'SAR' }],
    }),
    pathLookup: () => ({ redirect: null }),
    ...(pages.length
      ? {
          page: ({ params }) => {
            const { slug } = params as { slug: string }
            if (!pages.includes(slug)) {
              throw new ApiError({ kind: 'http', status: 404, message: 'Not found', endpoint: 'page' })
            }
            return { page: testPage(slug) }
          },
        }
      : {}),
    ...overrides,
  }
}

/** A signed-in user as the server returns one. */
export const testUser: User = {
  id: '7f1d6a2e-5b8c-4f3e-9a1d-2c4b6e8f0a13',
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  phone: '+966500000001',
  api_key: 'api-key-sara',
  api_token: 'api-token-sara',
  access_token: 'access-token-sara',
}

/** Opens the next rendered app as this user: the persisted user store holds them, as after a sign-in. */
export function storeSignedInUser(user: User = testUser) {
  localStorage.setItem('rihla:user', JSON.stringify(user))
}
