import type { APIRequestContext, Locator, Page, Response } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, screenshot } from './fixtures'
import { apiUrl } from './support'

// What the flight browser tests share: the words they look for in each language, search dates counted
// from today, the form's fields driven as a visitor drives them, and the figures the result cards show.

export const flightWords = {
  en: {
    prefix: '',
    title: 'Cheap flights in Saudi Arabia',
    roundTrip: 'Round trip',
    oneWay: 'One way',
    multiCity: 'Multi-city',
    from: 'From',
    to: 'To',
    departure: 'Departure date',
    return: 'Return date',
    legDate: (leg: number) => `Flight ${leg} date`,
    addFlight: 'Add another flight',
    search: 'Search flights',
    moreInfants: 'More infants',
    moreAdults: 'More adults',
    moreChildren: 'More children',
    fewerAdults: 'Fewer adults',
    infants: 'Infants',
    claims: [/17\+ currencies/, /up to 48 hours before departure/],
    cheapest: 'Cheapest',
    quickest: 'Quickest',
    stops: 'Stops',
    direct: 'Direct',
    refundable: 'Refundable',
    airlines: 'Airlines',
    priceUpTo: 'Price up to',
    resetFilters: 'Reset Filters',
    noMatch: 'No flights match these filters',
    share: 'Share',
    linkCopied: 'Flight link is copied',
    viewFares: 'View fares',
    fareOptions: 'Fare options',
    flightDetails: 'Flight details',
    close: 'Close',
    expired: 'Search Results Expired',
    refresh: 'Refresh',
    goToSearch: 'Go to Search Results',
    incomplete: 'This search is incomplete',
    messages: {
      departure: 'Departure city is required',
      arrival: 'Arrival city is required',
      date: 'Date is required',
      bothDates: 'Both departure and return dates are required',
    },
  },
  ar: {
    prefix: '/ar',
    title: 'رحلات طيران رخيصة في السعودية',
    roundTrip: 'ذهاب وعودة',
    oneWay: 'ذهاب فقط',
    multiCity: 'وجهات متعددة',
    from: 'من',
    to: 'إلى',
    departure: 'تاريخ المغادرة',
    return: 'تاريخ العودة',
    legDate: (leg: number) => `تاريخ الرحلة ${leg}`,
    addFlight: 'أضف رحلة أخرى',
    search: 'ابحث عن رحلات',
    moreInfants: 'رضّع أكثر',
    moreAdults: 'بالغون أكثر',
    moreChildren: 'أطفال أكثر',
    fewerAdults: 'بالغون أقل',
    infants: 'الرضّع',
    claims: [/أكثر من 17 عملة/, /حتى 48 ساعة قبل المغادرة/],
    cheapest: 'الأرخص',
    quickest: 'الأسرع',
    stops: 'التوقفات',
    direct: 'مباشرة',
    refundable: 'قابلة للاسترداد',
    airlines: 'شركات الطيران',
    priceUpTo: 'السعر حتى',
    resetFilters: 'إعادة ضبط عوامل التصفية',
    noMatch: 'لا توجد رحلات تطابق عوامل التصفية هذه',
    share: 'مشاركة',
    linkCopied: 'تم نسخ رابط الرحلة',
    viewFares: 'عرض الأسعار',
    fareOptions: 'خيارات الأسعار',
    flightDetails: 'تفاصيل الرحلة',
    close: 'إغلاق',
    expired: 'انتهت صلاحية نتائج البحث',
    refresh: 'تحديث',
    goToSearch: 'الذهاب إلى نتائج البحث',
    incomplete: 'هذا البحث غير مكتمل',
    messages: {
      departure: 'مدينة المغادرة مطلوبة',
      arrival: 'مدينة الوصول مطلوبة',
      date: 'التاريخ مطلوب',
      bothDates: 'تاريخا المغادرة والعودة مطلوبان',
    },
  },
} as const satisfies Record<Locale, unknown>

/** A day `days` from today in Riyadh (the browser's zone in these tests), as a Date and as YYYY-MM-DD. */
export function searchDate(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date())
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000)
  return {
    iso: date.toISOString().slice(0, 10),
    day: date.getUTCDate(),
    month: date.getUTCMonth() + 1,
    year: date.getUTCFullYear(),
  }
}
export type SearchDate = ReturnType<typeof searchDate>

/** Picks a radio or checkbox by its label, as a visitor does (react-aria keeps the input visually hidden). */
export async function pick(scope: Page | Locator, role: 'radio' | 'checkbox', name: string, checked = true) {
  const input = scope.getByRole(role, { name, exact: true })
  const page = 'page' in scope ? scope.page() : scope
  // The innermost element holding the input is the control's label (a <label> or react-aria's own).
  await scope
    .locator('label, [data-rac]', { has: page.getByRole(role, { name, exact: true }) })
    .last()
    .click()
  if (checked) await expect(input).toBeChecked()
  else await expect(input).not.toBeChecked()
}

/**
 * Types into an airport combo box and picks the airport with this code from the server's matches.
 * The list shows the previous matches until the new ones arrive, so a pick that lands as the list
 * changes is made again.
 */
export async function chooseAirport(scope: Page | Locator, label: string, text: string, code: string) {
  const page = 'page' in scope ? scope.page() : scope
  const field = scope.getByRole('combobox', { name: label, exact: true })
  const chosen = new RegExp(`\\(${code}\\)`)
  await expect(async () => {
    await field.fill(text)
    await page.getByRole('option', { name: chosen }).first().click({ timeout: 3_000 })
    await expect(field).toHaveValue(chosen, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

/** Types a date into a date field, segment by segment, whatever the locale's order. */
export async function typeDate(scope: Page | Locator, label: string, date: SearchDate) {
  const group = scope.getByRole('group', { name: label, exact: true })
  // The server's segments are inert until the form has hydrated.
  await expect(group.locator('[inert]')).toHaveCount(0)
  await group.locator('[data-type="day"]').pressSequentially(String(date.day))
  await group.locator('[data-type="month"]').pressSequentially(String(date.month))
  await group.locator('[data-type="year"]').pressSequentially(String(date.year))
}

/** The next answer of the search call: its RefID names the search session. */
export const searchAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/air/api/search' && response.ok(),
    { timeout: 20_000 },
  )

export const refIdOf = async (response: Response) => ((await response.json()) as { refId: string }).refId

/** Every provider has answered: the first results are shown and the progress bar is gone. */
export async function waitForResults(page: Page) {
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 })
}

/**
 * The figures a result card shows: its lowest total (the number in the price line) and its flights'
 * durations in minutes. Read from the text, as a traveller reads them, in either language.
 */
async function cardFigures(card: Locator) {
  const text = await card.innerText()
  const priceLine = text.split('\n').find((line) => /^(From|من)\s/.test(line.trim())) ?? ''
  const price = /\d[\d,]*(?:\.\d+)?/.exec(priceLine)
  const durations = [...text.matchAll(/(\d+)\s*(?:h|س)\s*(\d+)\s*(?:m|د)/g)].map(
    ([, hours, minutes]) => Number(hours) * 60 + Number(minutes),
  )
  return { price: price ? Number(price[0].replaceAll(',', '')) : Number.NaN, durations }
}

/** The cards on screen (the list renders those near the viewport), top to bottom. */
export async function shownCards(page: Page) {
  const cards = await page
    .getByRole('list', { name: /^(Flights|الطيران)$/ })
    .getByRole('article')
    .all()
  return Promise.all(cards.map(cardFigures))
}

export const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value)

/** Sandbox: the search session ends now, as after 20 idle minutes. */
export async function endSearchSession(request: APIRequestContext, refId: string) {
  const response = await request.post(`${apiUrl}/dev/flights/sessions/end`, { data: { refId } })
  if (!response.ok()) throw new Error(`POST /dev/flights/sessions/end answered ${response.status()}`)
}

/** The results address of a one-way or round-trip search (the form builds the same). */
export function resultsPath(
  locale: Locale,
  trip: {
    from: string
    to: string
    date: SearchDate
    back?: SearchDate
    adults?: number
    children?: number
    infants?: number
  },
) {
  const query = new URLSearchParams({ trip: trip.back ? 'round_trip' : 'one_way', date: trip.date.iso })
  if (trip.back) query.set('return', trip.back.iso)
  for (const key of ['adults', 'children', 'infants'] as const) {
    if (trip[key]) query.set(key, String(trip[key]))
  }
  const cities = `${trip.from.toLowerCase()}-to-${trip.to.toLowerCase()}`
  return `${flightWords[locale].prefix}/flights/${cities}/${trip.from}-to-${trip.to}?${query}`
}

/** A full-page screenshot from the top, so the sticky header does not cover the content. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, name)
}
