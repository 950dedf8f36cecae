import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { searchDate } from './flights'
import { roomiest } from './bus'
import { payByCard } from './hostedCard'
import { shotBothWidths } from './journey'
import { createUser, signInAs } from './session'
import { apiUrl } from './support'

// SAPTCO's trip bundles, from the fare families to a free trip: one adult buys a bundle of 5 trips with a
// departure Riyadh → Dammam and pays by card, then books the bundle's next trip from that booking, for
// nothing. English on a desktop, Arabic on a 360 px phone; each new screen is kept at both widths.

const words = {
  en: {
    prefix: '',
    seeFares: 'See fares',
    seatsLeft: /seats? left$/,
    bundles: 'Trip bundles on this route',
    buyFive: 'Buy: Bundle of 5 trips: 40% off each',
    freeSeat: /(window|aisle), free$/,
    continue: 'Continue',
    form: 'Adult 1',
    savedTravellers: /Saved travellers/,
    firstName: 'First name',
    review: 'Review your booking',
    bundleTerms: /This order buys the bundle and travels its first trip\. Its other 4 trips cost nothing/,
    bookAndPay: 'Book and pay',
    confirmed: /^Payment (confirmed|received)$/,
    viewBooking: 'View booking',
    booking: 'Your bus booking',
    bundleCard: 'Trip bundle',
    tripsLeft: 'Trips left',
    bookTrip: 'Book a trip: Riyadh to Dammam',
    notice: /You are booking a trip of your bundle/,
    withBundle: 'With your bundle',
    bundleTrip: 'A trip of your bundle',
    travelOnBundle: 'Travel on your bundle',
    nothingToPay: 'A trip of your bundle: nothing to pay.',
    bookThisTrip: 'Book this trip',
    tripOfBundle: 'Trip of the bundle',
    qr: /^QR code of the ticket of /,
  },
  ar: {
    prefix: '/ar',
    seeFares: 'عرض الأسعار',
    seatsLeft: /متبق/,
    bundles: 'باقات الرحلات على هذا الخط',
    buyFive: 'شراء: باقة 5 رحلات: خصم 40٪ على كل رحلة',
    freeSeat: /(نافذة|ممر)، متاح$/,
    continue: 'متابعة',
    form: 'بالغ 1',
    savedTravellers: /المسافرون المحفوظون/,
    firstName: 'الاسم الأول',
    review: 'مراجعة حجزك',
    bundleTerms: /يشتري هذا الطلب الباقة ويسافر أولى رحلاتها\. وبقية رحلاتها \(4\) بلا مقابل/,
    bookAndPay: 'احجز وادفع',
    confirmed: /^تم (تأكيد|استلام) الدفع$/,
    viewBooking: 'عرض الحجز',
    booking: 'حجز الحافلة',
    bundleCard: 'باقة الرحلات',
    tripsLeft: 'الرحلات المتبقية',
    bookTrip: 'احجز رحلة: من الرياض إلى الدمام',
    notice: /أنت تحجز رحلة من باقتك/,
    withBundle: 'مع باقتك',
    bundleTrip: 'رحلة من باقتك',
    travelOnBundle: 'سافر بباقتك',
    nothingToPay: 'رحلة من باقتك: لا يوجد مبلغ للدفع.',
    bookThisTrip: 'احجز هذه الرحلة',
    tripOfBundle: 'رحلة من الباقة',
    qr: /^رمز QR لتذكرة /,
  },
} as const
type Words = (typeof words)[keyof typeof words]

/** The departure card that says the most seats are left: which buses of a day fill up changes with the day. */
async function roomiestDeparture(page: Page, seatsLeft: RegExp) {
  const departures = page.getByRole('article')
  await expect(departures.first()).toBeVisible({ timeout: 20_000 })
  return departures.nth(await roomiest(departures, seatsLeft))
}

/** A free seat for the one traveller, then the saved traveller, up to the review. */
async function seatAndTraveller(page: Page, w: Words) {
  await expect(page).toHaveURL(/\/bus\/seat-selection\/[^/]+$/)
  const proceed = page.getByRole('button', { name: w.continue, exact: true })
  await page.getByRole('button', { name: w.freeSeat }).first().click()
  await expect(proceed).toBeEnabled({ timeout: 15_000 })
  await proceed.click()
  await expect(page).toHaveURL(/\/bus\/passenger-details\/[^/]+$/)
  const form = page.getByRole('form', { name: w.form })
  const picker = form.getByRole('button', { name: w.savedTravellers })
  await expect(picker).toBeEnabled()
  await picker.click()
  await page.getByRole('option', { name: /Me/ }).click()
  await expect(form.getByRole('textbox', { name: w.firstName })).toHaveValue('Salem')
  await page.getByRole('button', { name: w.continue, exact: true }).click()
  await expect(page).toHaveURL(/\/bus\/review-booking\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
}

/** The bundle card's "Trips left" figure (a fact list: the term, then its value). */
const tripsLeft = (page: Page, w: Words): Locator =>
  page
    .getByRole('region', { name: w.bundleCard })
    .getByRole('term')
    .filter({ hasText: w.tripsLeft })
    .locator('xpath=following-sibling::dd[1]')

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test(`buys a bus trip bundle with a trip, then travels its next trip for nothing (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    if (locale === 'ar') await page.setViewportSize({ width: 360, height: 780 })
    const user = await createUser(request, { name: 'Salem Alqahtani', phone: '+966501234568' })
    const saved = await request.post(`${apiUrl}/user/fnf`, {
      headers: { authorization: `Bearer ${user.access_token}` },
      data: {
        nickname: 'Me',
        prefix: 'Mr',
        gender: 'male',
        firstName: 'Salem',
        lastName: 'Alqahtani',
        nationality: 'SA',
        dateOfBirth: '1990-05-14',
        nationalId: '1023456815',
      },
    })
    expect(saved.status(), await saved.text()).toBe(201)
    await signInAs(page, user)

    // One adult alone: the route's bundles can be bought with a departure. Each language books another
    // day, so the two journeys never want the same seats.
    const day = searchDate(locale === 'en' ? 41 : 45).iso
    await page.goto(`${w.prefix}/bus/riyadh-to-dammam?date=${day}&adults=1`)
    await waitForApp(page)
    const departure = await roomiestDeparture(page, w.seatsLeft)
    await departure.getByRole('button', { name: w.seeFares }).click()
    await expect(departure.getByRole('heading', { level: 4, name: w.bundles })).toBeVisible({
      timeout: 15_000,
    })
    await expectAccessible(page, `bus bundles ${locale}`)
    await shotBothWidths(page, 'bus', 'bundles', locale)
    await departure.getByRole('button', { name: w.buyFive }).click()

    await seatAndTraveller(page, w)
    // The price is the bundle's, and the review says what the other trips are.
    await expect(page.getByText(w.bundleTerms)).toBeVisible()
    await expectAccessible(page, `bus bundle review ${locale}`)
    await shotBothWidths(page, 'bus', 'bundle-review', locale)
    await page.getByRole('button', { name: w.bookAndPay }).click()
    await payByCard(page, locale, { booking: 'bus', holder: 'Salem Alqahtani' })
    await expect(page.getByRole('heading', { level: 2, name: w.confirmed })).toBeVisible()

    // The bundle's booking: its first trip's ticket, and four trips left.
    await page.getByRole('link', { name: w.viewBooking }).click()
    await expect(page).toHaveURL(/\/bus\/booking-detail\/[0-9a-f-]{36}$/)
    const bundleBooking = page.url()
    await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
    await expect(page.getByRole('img', { name: w.qr })).toHaveCount(1, { timeout: 15_000 })
    await expect(tripsLeft(page, w)).toHaveText('4')
    await expectAccessible(page, `bus bundle booking ${locale}`)
    await shotBothWidths(page, 'bus', 'bundle-booking', locale)

    // The next trip, from the booking: the results say it is a bundle's, and the Regular family is
    // taken on it for nothing.
    await page.getByRole('link', { name: w.bookTrip }).click()
    await expect(page).toHaveURL(/\/bus\/riyadh-to-dammam\?.*bundle=[0-9a-f-]{36}/)
    await expect(page.getByText(w.notice)).toBeVisible()
    const next = await roomiestDeparture(page, w.seatsLeft)
    // Every departure says what the trip costs on the bundle, not its fares' lowest price.
    await expect(next.getByText(w.withBundle)).toBeVisible()
    await next.getByRole('button', { name: w.seeFares }).click()
    await expect(next.getByRole('heading', { level: 3, name: w.bundleTrip })).toBeVisible({ timeout: 15_000 })
    await expectAccessible(page, `bus bundle trip fares ${locale}`)
    await shotBothWidths(page, 'bus', 'bundle-trip-fares', locale)
    await next.getByRole('button', { name: w.travelOnBundle }).click()

    await seatAndTraveller(page, w)
    await expect(page.getByText(w.nothingToPay)).toBeVisible()
    // Nothing to pay: no concession to claim either.
    await expect(page.getByRole('checkbox')).toHaveCount(0)
    await expectAccessible(page, `bus bundle trip review ${locale}`)
    await shotBothWidths(page, 'bus', 'bundle-trip-review', locale)
    await page.getByRole('button', { name: w.bookThisTrip }).click()

    // Confirmed at once, with its ticket, and the bundle it travels on.
    await expect(page).toHaveURL(/\/bus\/booking-detail\/[0-9a-f-]{36}$/)
    expect(page.url()).not.toBe(bundleBooking)
    await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
    await expect(page.getByRole('img', { name: w.qr })).toHaveCount(1, { timeout: 15_000 })
    await expect(page.getByText(w.tripOfBundle)).toBeVisible()
    await expectAccessible(page, `bus bundle trip booking ${locale}`)
    await shotBothWidths(page, 'bus', 'bundle-trip-booking', locale)

    // The bundle has one trip fewer.
    await page.goto(bundleBooking)
    await expect(tripsLeft(page, w)).toHaveText('3', { timeout: 15_000 })
  })
}
