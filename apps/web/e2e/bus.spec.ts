import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { searchDate, typeDate } from './flights'
import { roomiest } from './bus'
import { payByCard } from './hostedCard'
import { shotBothWidths } from './journey'
import { createUser, signInAs } from './session'
import { apiUrl } from './support'

// A bus booking Riyadh → Dammam (issue 15), in both languages: the search form's messages, the
// departures with SAPTCO's four fare families side by side and the early-purchase discount, the
// `busDetails` dialog with the coach's photos, a fare family chosen, the family seats at the front
// taken together, the travellers from the saved ones, the review, a card payment through the hosted
// gateway, and the booking's tickets with their QR codes. English on a desktop, Arabic on a 360 px phone;
// each screen is kept at both widths for review.

const words = {
  en: {
    prefix: '',
    title: 'Bus tickets in Saudi Arabia',
    search: 'Search buses',
    cityRequired: 'Departure city is required',
    dateRequired: 'Date is required',
    from: 'From',
    to: 'To',
    date: 'Travel date',
    children: 'Children',
    riyadh: 'Riyadh',
    dammam: 'Dammam',
    route: 'Riyadh to Dammam',
    seeFares: 'See fares',
    busDetails: 'Bus details',
    families: ['Discounted', 'Value', 'Flexible', 'Regular'],
    chooseFlexible: 'Choose Flexible',
    // The API's own label: at least 30 days ahead, 20% off.
    discount: /^Booked \d+ days ahead: 20% off$/,
    seats: 'Choose your seats',
    together: 'Seat us together',
    chosen: /^2 of 2 seats chosen: /,
    seatName: (seat: string) => `Seat ${seat},`,
    freeFamilySeat: /family seat, free$/,
    seatsLeft: /seats? left$/,
    yourSeat: /your seat$/,
    continue: 'Continue',
    passengers: 'Passenger details',
    form: (type: 'adult' | 'child') => (type === 'adult' ? 'Adult 1' : 'Child 1'),
    savedTravellers: /Saved travellers/,
    firstName: 'First name',
    review: 'Review your booking',
    bookAndPay: 'Book and pay',
    confirmed: /^Payment (confirmed|received)$/,
    viewBooking: 'View booking',
    booking: 'Your bus booking',
    qr: /^QR code of the ticket of /,
    disability: 'Disability concession, 50% off',
  },
  ar: {
    prefix: '/ar',
    title: 'تذاكر الحافلات في السعودية',
    search: 'ابحث عن حافلات',
    cityRequired: 'مدينة المغادرة مطلوبة',
    dateRequired: 'التاريخ مطلوب',
    from: 'من',
    to: 'إلى',
    date: 'تاريخ السفر',
    children: 'الأطفال',
    riyadh: 'الرياض',
    dammam: 'الدمام',
    route: 'من الرياض إلى الدمام',
    seeFares: 'عرض الأسعار',
    busDetails: 'تفاصيل الحافلة',
    families: ['مخفضة', 'قيمة', 'مرنة', 'عادية'],
    chooseFlexible: 'اختر مرنة',
    discount: /^حجز قبل \d+ يومًا: خصم 20٪$/,
    seats: 'اختر مقاعدك',
    together: 'اختر لنا مقاعد متجاورة',
    chosen: /^2 من 2 مقاعد مختارة: /,
    seatName: (seat: string) => `المقعد ${seat}،`,
    freeFamilySeat: /مقعد عائلي، متاح$/,
    seatsLeft: /متبق/,
    yourSeat: /مقعدك$/,
    continue: 'متابعة',
    passengers: 'بيانات المسافرين',
    form: (type: 'adult' | 'child') => (type === 'adult' ? 'بالغ 1' : 'طفل 1'),
    savedTravellers: /المسافرون المحفوظون/,
    firstName: 'الاسم الأول',
    review: 'مراجعة حجزك',
    bookAndPay: 'احجز وادفع',
    confirmed: /^تم (تأكيد|استلام) الدفع$/,
    viewBooking: 'عرض الحجز',
    booking: 'حجز الحافلة',
    qr: /^رمز QR لتذكرة /,
    disability: 'تخفيض ذوي الإعاقة، خصم 50٪',
  },
} as const

/** Picks an option of a select field, as a visitor does: its button is named by its value, then its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test(`books a bus Riyadh → Dammam in a fare family, family seats together, paid by card (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    if (locale === 'ar') await page.setViewportSize({ width: 360, height: 780 })
    const user = await createUser(request, { name: 'Huda Alharbi', phone: '+966501234567' })
    // A mother and her daughter, saved: each is picked as a traveller of the booking.
    for (const [nickname, firstName, prefix, dateOfBirth] of [
      ['Me', 'Huda', 'Mrs.', '1988-03-02'],
      ['Daughter', 'Lama', 'Miss.', `${searchDate(-8 * 365).iso}`],
    ]) {
      const saved = await request.post(`${apiUrl}/user/fnf`, {
        headers: { authorization: `Bearer ${user.access_token}` },
        data: {
          nickname,
          prefix,
          gender: 'female',
          firstName,
          lastName: 'Alharbi',
          nationality: 'SA',
          dateOfBirth,
          nationalId: firstName === 'Huda' ? '1023456815' : '1023456799',
        },
      })
      expect(saved.status(), await saved.text()).toBe(201)
    }
    await signInAs(page, user)

    // The search: its messages first, then Riyadh → Dammam a month ahead, an adult and a child.
    await page.goto(`${w.prefix}/bus/search`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible()
    await expectAccessible(page, `bus search ${locale}`)
    await shotBothWidths(page, 'bus', 'search', locale)
    await page.getByRole('button', { name: w.search }).click()
    await expect(page.getByText(w.cityRequired)).toBeVisible()
    await expect(page.getByText(w.dateRequired)).toBeVisible()
    await expectAccessible(page, `bus search with messages ${locale}`)
    await choose(page, w.from, w.riyadh)
    await choose(page, w.to, w.dammam)
    // Each language books another day, so the two journeys never want the same seats.
    await typeDate(page, w.date, searchDate(locale === 'en' ? 32 : 36))
    await page.getByRole('textbox', { name: w.children }).fill('1')
    await page.getByRole('button', { name: w.search }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/bus/riyadh-to-dammam\\?`))
    await expect(page.getByRole('heading', { level: 1, name: w.route })).toBeVisible()
    const departures = page.getByRole('article')
    await expect(departures.first()).toBeVisible({ timeout: 20_000 })
    await expectAccessible(page, `bus results ${locale}`)
    await shotBothWidths(page, 'bus', 'results', locale)

    // The coach's details and photos, the build's own webp files. The departure with the most seats
    // left is booked: which buses of a day fill up changes with the date the test runs on.
    const first = departures.nth(await roomiest(departures, w.seatsLeft))
    await first.getByRole('button', { name: w.busDetails }).click()
    const details = page.getByRole('dialog')
    await expect(details).toBeVisible()
    const photo = details.locator('img').first()
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    await expectAccessible(page, `bus details ${locale}`)
    await shotBothWidths(page, 'bus', 'bus-details', locale)
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()

    // The four fare families side by side, each with the early-purchase discount but Regular.
    await first.getByRole('button', { name: w.seeFares }).click()
    const families = first.getByRole('listitem').getByRole('heading', { level: 4 })
    await expect(families.first()).toBeVisible({ timeout: 15_000 })
    await expect(families).toHaveText(w.families.map((name) => name))
    await expect(first.getByText(w.discount)).toHaveCount(3)
    await expectAccessible(page, `bus fare families ${locale}`)
    await shotBothWidths(page, 'bus', 'fare-families', locale)
    await first.getByRole('button', { name: w.chooseFlexible }).click()

    // The deck: the front rows kept for families are marked. The party is first seated together,
    // wherever a row has two free seats side by side, then moves to two of the family seats.
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/bus/seat-selection/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.seats })).toBeVisible()
    const status = page.getByRole('status').filter({ hasText: w.chosen })
    const heldSeats = async () => (await status.textContent())!.split(': ')[1]!.split(', ')
    await page.getByRole('button', { name: w.together }).click()
    await expect(status).toBeVisible({ timeout: 15_000 })
    const mine = page.getByRole('button', { name: w.yourSeat })
    await expect(mine).toHaveCount(2)
    for (const [index, seat] of (await heldSeats()).entries()) {
      await page.getByRole('button', { name: new RegExp(`^${w.seatName(seat)}`) }).click()
      await expect(mine).toHaveCount(1 - index)
    }
    for (let chosen = 0; chosen < 2; chosen++) {
      const before = await page.getByRole('button', { name: w.freeFamilySeat }).count()
      await page.getByRole('button', { name: w.freeFamilySeat }).first().click()
      await expect(page.getByRole('button', { name: w.freeFamilySeat })).toHaveCount(before - 1)
    }
    await expect(status).toBeVisible()
    // The family section is the first two rows.
    expect((await heldSeats()).every((seat) => /^[12][A-D]$/.test(seat))).toBe(true)
    await expectAccessible(page, `bus seat selection ${locale}`)
    await shotBothWidths(page, 'bus', 'seat-selection', locale)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    // The travellers from the saved ones.
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/bus/passenger-details/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.passengers })).toBeVisible()
    for (const [type, nickname, firstName] of [
      ['adult', 'Me', 'Huda'],
      ['child', 'Daughter', 'Lama'],
    ] as const) {
      const form = page.getByRole('form', { name: w.form(type) })
      const picker = form.getByRole('button', { name: w.savedTravellers })
      await expect(picker).toBeEnabled()
      await picker.click()
      await page.getByRole('option', { name: new RegExp(nickname) }).click()
      await expect(form.getByRole('textbox', { name: w.firstName })).toHaveValue(firstName)
    }
    await expectAccessible(page, `bus passenger details ${locale}`)
    await shotBothWidths(page, 'bus', 'passenger-details', locale)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/bus/review-booking/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
    for (const name of ['Huda Alharbi', 'Lama Alharbi'])
      await expect(page.getByText(name).first()).toBeVisible()
    // SAPTCO's concession, stated as such: Lama travels on her disability card.
    const concession = page.getByRole('checkbox', { name: `Lama Alharbi: ${w.disability}` })
    await concession.focus()
    await page.keyboard.press('Space')
    await expect(concession).toBeChecked()
    // Her line of the travellers says it after her date of birth.
    await expect(page.getByText(new RegExp(` · ${w.disability}$`))).toBeVisible()
    await expectAccessible(page, `bus review ${locale}`)
    await shotBothWidths(page, 'bus', 'review', locale)
    await page.getByRole('button', { name: w.bookAndPay }).click()

    // Paid with the sandbox's approved card.
    await payByCard(page, locale, { booking: 'bus', holder: 'Huda Alharbi' })
    await expect(page.getByRole('heading', { level: 2, name: w.confirmed })).toBeVisible()

    // The booking: one ticket per traveller, each with its QR code.
    await page.getByRole('link', { name: w.viewBooking }).click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/bus/booking-detail/[0-9a-f-]{36}$`))
    await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
    await expect(page.getByRole('img', { name: w.qr })).toHaveCount(2, { timeout: 15_000 })
    await expect(page.getByRole('article').filter({ hasText: w.disability })).toHaveCount(1)
    await expectAccessible(page, `bus booking detail ${locale}`)
    await shotBothWidths(page, 'bus', 'booking-detail', locale)
  })
}
