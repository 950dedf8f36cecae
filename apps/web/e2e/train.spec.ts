import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'
import { searchDate, typeDate } from './flights'
import { expectPaymentConfirmed, payByCard } from './hostedCard'
import { shotBothWidths } from './journey'
import { createUser, signInAs } from './session'
import { apiUrl } from './support'

// Trains (issue 15), in English and Arabic: a Haramain booking Makkah → Madinah for two adults and a
// child, their seats chosen in the coach map with the keyboard, paid by card through the hosted gateway,
// the tickets with their QR codes; a search on SAR's East line with a train's stops; the fifth seat
// refused in the spec's words; and every parameterless train route landing somewhere.

const words = {
  en: {
    prefix: '',
    home: 'Trains in Saudi Arabia',
    search: 'Search trains',
    from: 'From',
    to: 'To',
    date: 'Date',
    makkah: 'Makkah Station',
    madinah: 'Madinah Station',
    riyadh: 'Riyadh Station (East line)',
    dammam: 'Dammam Station',
    moreAdults: 'More Adults',
    fewerAdults: 'Fewer Adults',
    moreChildren: 'More Children',
    adults: 'Adults',
    children: 'Children',
    maxSeats: 'Maximum 4 seats per booking',
    adultRequired: 'At least one adult required',
    departureRequired: 'Departure city is required',
    trains: 'Trains',
    chooseBusiness: /^Choose seats: Business, HHR-/,
    trainDetails: /^Train details of /,
    stopsDialog: /^Train HHR-|^Train SAR-/,
    close: 'Close',
    seats: 'Choose your seats',
    chosen: (n: number, of: number) => new RegExp(`^${n} of ${of} seats chosen`),
    continue: 'Continue',
    passengerDetails: 'Passenger details',
    passenger: (type: 'adult' | 'child', n: number) => `${type === 'adult' ? 'Adult' : 'Child'} ${n}`,
    savedTravellers: /Saved travellers/,
    firstName: 'First name',
    nationalId: 'National ID (CNIC)',
    review: 'Review your booking',
    bookAndPay: 'Book and pay',
    viewBooking: 'View booking',
    booking: 'Your train booking',
    qr: (name: string) => `QR code of the ticket of ${name}`,
    itinerary: 'Train itinerary',
    fareOf: (name: string) => `Fare of ${name}`,
    disability: 'Disability concession, 50% off',
    carer: 'Carer concession, 50% off',
    refundRule: 'Business: refundable until departure, less a 10% cancellation charge.',
    download: 'Download',
    smaller: 'Smaller seats',
    oneChosen: /^1 of 1 seats chosen/,
    wheelchairSpace: /wheelchair space, free$/,
  },
  ar: {
    prefix: '/ar',
    home: 'القطارات في السعودية',
    search: 'ابحث عن قطارات',
    from: 'من',
    to: 'إلى',
    date: 'التاريخ',
    makkah: 'محطة مكة المكرمة',
    madinah: 'محطة المدينة المنورة',
    riyadh: 'محطة الرياض (قطار الشرق)',
    dammam: 'محطة الدمام',
    moreAdults: 'زيادة البالغون',
    fewerAdults: 'تقليل البالغون',
    moreChildren: 'زيادة الأطفال',
    adults: 'البالغون',
    children: 'الأطفال',
    maxSeats: 'الحد الأقصى 4 مقاعد لكل حجز',
    adultRequired: 'يلزم وجود بالغ واحد على الأقل',
    departureRequired: null,
    trains: 'القطارات',
    chooseBusiness: /^اختر المقاعد: درجة الأعمال، القطار HHR-/,
    trainDetails: /^تفاصيل القطار /,
    stopsDialog: /^القطار (HHR|SAR)-/,
    close: 'إغلاق',
    seats: 'اختر مقاعدك',
    chosen: (n: number, of: number) => new RegExp(`^${n} من ${of} مقاعد مختارة`),
    continue: 'متابعة',
    passengerDetails: 'بيانات المسافرين',
    passenger: (type: 'adult' | 'child', n: number) => `${type === 'adult' ? 'بالغ' : 'طفل'} ${n}`,
    savedTravellers: /المسافرون المحفوظون/,
    firstName: 'الاسم الأول',
    nationalId: 'رقم الهوية الوطنية',
    review: 'مراجعة حجزك',
    bookAndPay: 'احجز وادفع',
    viewBooking: 'عرض الحجز',
    booking: 'حجز القطار الخاص بك',
    qr: (name: string) => `رمز QR لتذكرة ${name}`,
    itinerary: 'خط سير القطار',
    fareOf: (name: string) => `أجرة ${name}`,
    disability: 'تخفيض ذوي الإعاقة، خصم 50٪',
    carer: 'تخفيض المرافق، خصم 50٪',
    refundRule: 'درجة الأعمال: قابلة للاسترداد حتى موعد المغادرة مع خصم رسوم إلغاء 10%.',
    download: 'تنزيل',
    smaller: 'مقاعد أصغر',
    oneChosen: /^1 من 1 مقاعد مختارة/,
    wheelchairSpace: /مساحة للكرسي المتحرك، متاحة$/,
  },
} as const

async function openHome(page: Page, locale: Locale, path = '/train/search') {
  await page.goto(`${words[locale].prefix}${path}`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: words[locale].home })).toBeVisible()
  // The form's code loads after hydration.
  await expect(page.getByRole('button', { name: words[locale].search })).toBeVisible()
}

/** Picks an option of a select field: its button is named by its value, then its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const chooseStation = choose

/** The search form filled in: two stations, a date `days` ahead, then searched. */
async function searchTrains(page: Page, locale: Locale, from: string, to: string, days: number) {
  const w = words[locale]
  await chooseStation(page, w.from, from)
  await chooseStation(page, w.to, to)
  await typeDate(page, w.date, searchDate(days))
  await page.getByRole('button', { name: w.search }).click()
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/train/[^/?]+-to-[^/?]+\\?`))
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
}

/**
 * Chooses seats in the open coach with the keyboard alone: Enter on a free seat, the arrows to the next
 * one (along a row, then down to the next row's start).
 */
async function chooseSeatsByKeyboard(page: Page, locale: Locale, count: number) {
  const w = words[locale]
  await page.getByRole('grid').locator('button[tabindex="0"]').focus()
  for (let chosen = 0; chosen < count;) {
    const seat = page.locator(':focus')
    const free =
      (await seat.getAttribute('aria-disabled')) === null &&
      (await seat.getAttribute('aria-pressed')) !== 'true'
    if (free) {
      await page.keyboard.press('Enter')
      chosen++
      await expect(page.getByText(w.chosen(chosen, count))).toBeVisible()
      if (chosen === count) break
    }
    const before = await page.evaluateHandle(() => document.activeElement)
    await page.keyboard.press('ArrowRight')
    if (await page.evaluate((element) => element === document.activeElement, before)) {
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Home')
    }
  }
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test(`books Makkah → Madinah for two adults and a child, seats by keyboard, tickets with QR codes (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    if (locale === 'ar') await page.setViewportSize({ width: 360, height: 780 })
    const user = await createUser(request, { name: 'Faisal Alharbi', phone: '+966501234567' })
    const born = (years: number) => searchDate(-Math.round(years * 365.25) - 20).iso
    const family = [
      {
        nickname: 'Me',
        prefix: 'Mr',
        gender: 'male',
        firstName: 'Faisal',
        dateOfBirth: born(41),
        nationalId: '1023456781',
      },
      {
        nickname: 'Wife',
        prefix: 'Mrs.',
        gender: 'female',
        firstName: 'Nora',
        dateOfBirth: born(38),
        nationalId: '1023456799',
      },
      {
        nickname: 'Son',
        prefix: 'Mr',
        gender: 'male',
        firstName: 'Salem',
        dateOfBirth: born(7),
        nationalId: '1023456807',
      },
    ]
    for (const traveller of family) {
      const saved = await request.post(`${apiUrl}/user/fnf`, {
        headers: { authorization: `Bearer ${user.access_token}` },
        data: { ...traveller, lastName: 'Alharbi', nationality: 'SA' },
      })
      expect(saved.status()).toBe(201)
    }
    await signInAs(page, user)

    await openHome(page, locale, '/train')
    await page.getByRole('button', { name: w.moreAdults }).click()
    await page.getByRole('button', { name: w.moreChildren }).click()
    await expectAccessible(page, `train home ${locale}`)
    await shotBothWidths(page, 'train', 'home', locale)
    await searchTrains(page, locale, w.makkah, w.madinah, locale === 'en' ? 12 : 13)
    await expectAccessible(page, `train results ${locale}`)
    await shotBothWidths(page, 'train', 'results', locale)

    // The train's stops, in the trainDetails modal.
    await page.getByRole('button', { name: w.trainDetails }).first().click()
    const details = page.getByRole('dialog', { name: w.stopsDialog })
    // The stops come first, then each class's fares with SAR's concession fares named as such.
    await expect(details.getByRole('list').first().getByRole('listitem')).toHaveCount(5)
    await expect(details.getByText(new RegExp(`^${w.disability}: `)).first()).toBeVisible()
    await expectAccessible(page, `train details modal ${locale}`)
    await shotBothWidths(page, 'train', 'train-details', locale)
    await details.getByRole('button', { name: w.close }).click()
    await expect(details).toBeHidden()

    await page.getByRole('button', { name: w.chooseBusiness }).first().click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/train/seat-selection/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.seats })).toBeVisible()
    await expect(page.getByRole('grid')).toBeVisible()
    // The coach is drawn as the train is, not mirrored in Arabic.
    await expect(page.getByRole('grid').locator('xpath=..')).toHaveAttribute('dir', 'ltr')
    await chooseSeatsByKeyboard(page, locale, 3)
    await expectAccessible(page, `train seat selection ${locale}`)
    await shotBothWidths(page, 'train', 'seat-selection', locale)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/train/passenger-details/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.passengerDetails })).toBeVisible()
    const forms = [w.passenger('adult', 1), w.passenger('adult', 2), w.passenger('child', 1)]
    for (const [index, name] of forms.entries()) {
      const form = page.getByRole('form', { name })
      const picker = form.getByRole('button', { name: w.savedTravellers })
      await expect(picker).toBeEnabled()
      await picker.click()
      await page.getByRole('option', { name: new RegExp(family[index]!.nickname) }).click()
      await expect(form.getByRole('textbox', { name: w.firstName })).toHaveValue(family[index]!.firstName)
      const nationalId = form.getByRole('textbox', { name: w.nationalId })
      if (!(await nationalId.inputValue())) await nationalId.fill(family[index]!.nationalId)
    }
    await expectAccessible(page, `train passenger details ${locale}`)
    await shotBothWidths(page, 'train', 'passenger-details', locale)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/train/review-booking/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
    for (const name of ['Faisal Alharbi', 'Nora Alharbi', 'Salem Alharbi'])
      await expect(page.getByText(name, { exact: true })).toBeVisible()
    // SAR's concession fares, stated as such: Faisal travels on a disability card, Nora as his carer.
    await choose(page, w.fareOf('Faisal Alharbi'), w.disability)
    await choose(page, w.fareOf('Nora Alharbi'), w.carer)
    await expect(page.getByText(w.carer, { exact: false }).first()).toBeVisible()
    await expectAccessible(page, `train review ${locale}`)
    await shotBothWidths(page, 'train', 'review', locale)
    await page.getByRole('button', { name: w.bookAndPay }).click()

    await payByCard(page, locale, { booking: 'train', holder: 'Faisal Alharbi' })
    await expectPaymentConfirmed(page, locale)

    await page.getByRole('link', { name: w.viewBooking }).click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/train/booking-detail/[0-9a-f-]{36}$`))
    await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
    // One ticket per traveller, each QR code carrying a reference the API verifies.
    for (const name of ['Faisal Alharbi', 'Nora Alharbi', 'Salem Alharbi']) {
      const qr = page.getByRole('img', { name: w.qr(name) })
      await expect(qr).toBeVisible()
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/)
    }
    // Each ticket names its concession and the class's refund rule.
    const tickets = page.getByRole('article')
    await expect(tickets.filter({ hasText: w.disability })).toHaveCount(1)
    await expect(tickets.filter({ hasText: w.carer })).toHaveCount(1)
    await expect(tickets.filter({ hasText: w.refundRule })).toHaveCount(3)
    // A ticket downloads as a file of its own.
    const download = page.waitForEvent('download')
    await tickets.first().getByRole('button', { name: w.download }).click()
    expect((await download).suggestedFilename()).toMatch(/^rihla-ticket-RH-TR-.+\.svg$/)
    const reference = (await page.locator('article span[dir="ltr"]').first().textContent())!.trim()
    const verified = await request.post(`${apiUrl}/api/v2/tickets/verify`, { data: { reference } })
    expect(verified.status()).toBe(200)
    expect(((await verified.json()) as { traveller: string }).traveller).toBe('Faisal Alharbi')
    await expectAccessible(page, `train booking detail ${locale}`)
    await shotBothWidths(page, 'train', 'booking-detail', locale)
    const bookingUrl = page.url()

    // The parameterless routes resume this booking.
    await page.goto(`${w.prefix}/train/booking-detail`)
    await expect(page).toHaveURL(bookingUrl)
    await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
    await page.goto(`${w.prefix}/train/itinerary-detail`)
    await expect(page.getByRole('heading', { level: 1, name: w.itinerary })).toBeVisible()
    await expectAccessible(page, `train itinerary ${locale}`)
    await shotBothWidths(page, 'train', 'itinerary', locale)
  })

  test(`the coach map zooms and takes a tap on a 320 px phone (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000)
    const user = await createUser(request, { name: 'Reem Alharbi', phone: '+966501234567' })
    const phone = await browser.newContext({
      viewport: { width: 320, height: 640 },
      hasTouch: true,
      isMobile: true,
      locale: 'en-GB',
      timezoneId: 'Asia/Riyadh',
      reducedMotion: 'reduce',
    })
    try {
      const page = await phone.newPage()
      await signInAs(page, user)
      await openHome(page, locale)
      await searchTrains(page, locale, w.makkah, w.madinah, locale === 'en' ? 14 : 15)
      await page.getByRole('button', { name: w.chooseBusiness }).first().tap()
      await expect(page.getByRole('heading', { level: 1, name: w.seats })).toBeVisible()
      const grid = page.getByRole('grid')
      await expect(grid).toBeVisible()
      // The first business coach's wheelchair space is on the map, free to choose.
      await expect(grid.getByRole('button', { name: w.wheelchairSpace })).toHaveCount(1)
      // The page itself never scrolls sideways: a wide coach scrolls inside its own frame.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      const seatWidth = () =>
        grid
          .locator('button')
          .first()
          .evaluate((seat) => seat.clientWidth)
      const before = await seatWidth()
      await page.getByRole('button', { name: w.smaller }).tap()
      await expect.poll(seatWidth).toBeLessThan(before)
      // At the smallest zoom a seat is still a target of at least 24 px.
      expect(await seatWidth()).toBeGreaterThanOrEqual(24)
      const free = grid.locator('button:not([aria-disabled])').first()
      await free.scrollIntoViewIfNeeded()
      // Describing the seat a finger lands on never moves the seats under it.
      const gridTop = () => grid.evaluate((element) => element.getBoundingClientRect().top)
      const topBefore = await gridTop()
      await free.focus()
      expect(await gridTop()).toBe(topBefore)
      await free.tap()
      await expect(page.getByText(w.oneChosen)).toBeVisible({ timeout: 15_000 })
      await expect(free).toHaveAttribute('aria-pressed', 'true')
      await expectAccessible(page, `train seat map on a 320 px phone ${locale}`)
      await screenshot(page, `train/seat-map-phone-320-${locale}`)
    } finally {
      await phone.close()
    }
  })

  test(`searches SAR's East line, Riyadh → Dammam (${locale})`, async ({ page }) => {
    await openHome(page, locale)
    if (w.departureRequired) {
      await page.getByRole('button', { name: w.search }).click()
      await expect(page.getByText(w.departureRequired)).toBeVisible()
    }
    await searchTrains(page, locale, w.riyadh, w.dammam, 20)
    await expect(page.getByRole('heading', { level: 1, name: w.trains })).toBeVisible()
    const first = page.getByRole('article').first()
    await expect(first).toContainText(/SAR-/)
    await first.getByRole('button', { name: w.trainDetails }).click()
    const details = page.getByRole('dialog', { name: w.stopsDialog })
    await expect(details.getByRole('listitem').first()).toBeVisible()
    await expectAccessible(page, `East line train details ${locale}`)
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    await expectAccessible(page, `East line results ${locale}`)
  })

  test(`refuses a fifth seat and keeps one adult (${locale})`, async ({ page }) => {
    await openHome(page, locale)
    await page.getByRole('button', { name: w.fewerAdults }).click()
    await expect(page.getByText(w.adultRequired)).toBeVisible()
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: w.moreAdults }).click()
    await expect(page.getByText(w.maxSeats)).toHaveCount(0)
    await page.getByRole('button', { name: w.moreChildren }).click()
    await expect(page.getByText(w.maxSeats)).toBeVisible()
    // The fifth seat is refused: the party keeps its four adults and no child.
    await expect(page.getByRole('status', { name: w.children })).toHaveText(/^[0٠]$/)
    await expect(page.getByRole('status', { name: w.adults })).toHaveText(/^[4٤]$/)
    await expectAccessible(page, `train home with the seat limit ${locale}`)
    await shotBothWidths(page, 'train', 'seat-limit', locale)
  })

  test(`every parameterless train route lands on a page (${locale})`, async ({ page }) => {
    for (const path of [
      '/train',
      '/train/search-results',
      '/train/seat-selection',
      '/train/passenger-details',
      '/train/review-booking',
      '/train/booking-detail',
      '/train/itinerary-detail',
      '/train/payment',
    ]) {
      await page.goto(`${w.prefix}${path}`)
      await waitForApp(page)
      // With no journey in this tab, each goes back to the search.
      await expect(page.getByRole('heading', { level: 1, name: w.home })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/train(/search)?$`))
      await expectAccessible(page, `${path} without a journey ${locale}`)
    }
  })
}
