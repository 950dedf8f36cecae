import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { SHOTS_DIR, expect, expectAccessible, stepUp, test, waitForApp } from './fixtures'
import { searchDate } from './flights'
import { expectPaymentConfirmed, payByCard } from './hostedCard'
import { shotBothWidths } from './journey'
import { createUser, signInAs } from './session'
import { apiUrl } from './support'

// The hotels home and results (issue 14), in both languages: the form's messages in the spec's words,
// a popular destination, the stay dates, and the results the address names.

const words = {
  en: {
    prefix: '',
    title: 'Hotels in Saudi Arabia',
    search: 'Search hotels',
    cityRequired: 'City is required',
    dateRequired: 'Date is required',
    childAgeRequired: 'Child age is required',
    maxRooms: 'Maximum 6 rooms allowed',
    makkah: 'Makkah',
    moreChildren: /More children/,
    addRoom: 'Add room',
    dates: 'Check-in – Check-out',
    hotels: 'Hotels',
    nights: '2 nights',
    filters: 'Filters',
    freeCancellation: 'Free cancellation',
    sortBy: 'Sort by',
    lowestPrice: 'Lowest price',
    filtersSet: 'Filters (1)',
    showHotels: /^Show \d+ hotels?$/,
    highestRating: 'Highest rating',
    nearest: 'Nearest',
    rating: /Rated ([\d.,]+) out of 10/,
    distance: /([\d.,]+) km from/,
    stars: 'Stars',
    district: 'District',
    guestRating: 'Guest rating',
    eightPlus: '8+ out of 10',
    resetFilters: 'Reset Filters',
    hotelCount: /^\d+ hotels?$/,
    copyLink: 'Copy link',
    linkCopied: 'Hotel Link is copied',
  },
  ar: {
    prefix: '/ar',
    title: 'فنادق في السعودية',
    search: 'ابحث عن فنادق',
    cityRequired: 'المدينة مطلوبة',
    dateRequired: null,
    childAgeRequired: null,
    maxRooms: null,
    makkah: 'مكة المكرمة',
    moreChildren: null,
    addRoom: 'إضافة غرفة',
    dates: 'تسجيل الوصول – تسجيل المغادرة',
    hotels: 'الفنادق',
    nights: 'ليلتان',
    filters: 'عوامل التصفية',
    freeCancellation: 'إلغاء مجاني',
    sortBy: 'ترتيب حسب',
    lowestPrice: 'الأقل سعرًا',
    filtersSet: 'عوامل التصفية (1)',
    showHotels: /^عرض (\d+ (فندقًا|فنادق|فندق)|فندق واحد|فندقين)$/,
    highestRating: 'الأعلى تقييمًا',
    nearest: 'الأقرب',
    rating: /التقييم ([\d.,٫]+) من 10/,
    distance: /([\d.,٫]+) كم من/,
    stars: 'النجوم',
    district: 'الحي',
    guestRating: 'تقييم النزلاء',
    eightPlus: '8+ من 10',
    resetFilters: 'إعادة ضبط عوامل التصفية',
    hotelCount: /^(\d+ (فنادق|فندقًا|فندق)|فندق واحد|فندقان)$/,
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ رابط الفندق',
  },
} as const

async function openHome(page: Page, locale: Locale) {
  await page.goto(`${words[locale].prefix}/best-hotels-in-saudi-arabia`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: words[locale].title })).toBeVisible()
}

/** Types the stay into the range field's two dates, as a visitor does with the keyboard. */
async function typeStay(page: Page, label: string, from: number, nights: number) {
  const group = page.getByRole('group', { name: label, exact: true })
  // The server's segments are inert until the form has hydrated.
  await expect(group.locator('[inert]')).toHaveCount(0)
  for (const [index, date] of [searchDate(from), searchDate(from + nights)].entries()) {
    await group.locator('[data-type="day"]').nth(index).pressSequentially(String(date.day))
    await group.locator('[data-type="month"]').nth(index).pressSequentially(String(date.month))
    await group.locator('[data-type="year"]').nth(index).pressSequentially(String(date.year))
  }
}

/** The first number each rendered card's text holds for `pattern` (a rating, a distance). */
async function numbersOfCards(page: Page, pattern: RegExp) {
  const texts = await page.getByRole('article').allTextContents()
  return texts.map((text) => Number(pattern.exec(text)?.[1]?.replace(/[,٫]/, '.')))
}

/** Chooses `option` in the results' sort field. */
async function sortBy(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The numbers are all numbers, more than one, each in order after the one before. */
function expectOrdered(numbers: number[], order: 'ascending' | 'descending') {
  expect(numbers.length, numbers.join(' ')).toBeGreaterThan(1)
  expect(
    numbers.every(
      (n, i) =>
        Number.isFinite(n) &&
        (i === 0 || (order === 'ascending' ? numbers[i - 1]! <= n : numbers[i - 1]! >= n)),
    ),
    numbers.join(' '),
  ).toBe(true)
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test(`hotels home to results (${locale})`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openHome(page, locale)
    await expectAccessible(page, `hotels home ${locale}`)

    await page.getByRole('button', { name: w.search }).click()
    await expect(page.getByText(w.cityRequired)).toBeVisible()
    await expectAccessible(page, `hotels home with messages ${locale}`)

    await page.getByRole('button', { name: new RegExp(w.makkah) }).click()
    await expect(page.getByRole('combobox')).toHaveValue(w.makkah)
    await typeStay(page, w.dates, 21, 2)
    await expect(page.getByText(w.nights, { exact: true })).toBeVisible()
    // Arabic shows the Umm al-Qura dates beside the Gregorian ones.
    await expect(page.getByText(/\d+ \S+ 14\d\d هـ/)).toHaveCount(locale === 'ar' ? 1 : 0)
    await page.getByRole('button', { name: w.search }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/hotels/[^/?]+\\?`))
    expect(new URL(page.url()).searchParams.get('destination')).toContain('city:Makkah')
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
    await expectAccessible(page, `hotel results ${locale}`)
    const count = page.getByRole('status').filter({ hasText: w.hotelCount })
    const allHotels = (await count.textContent())!
    // The search is in the address: the link is the search, copied to share.
    await page.getByRole('button', { name: w.copyLink, exact: true }).click()
    await expect(page.getByText(w.linkCopied)).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

    // Filtered and sorted in the page: free cancellation only, then the lowest price first.
    const cards = page.getByRole('article')
    await page
      .getByRole('complementary', { name: w.filters })
      .getByText(w.freeCancellation, { exact: true })
      .click()
    await expect(cards.first()).toBeVisible()
    await expect(cards.filter({ hasNotText: w.freeCancellation })).toHaveCount(0)
    await page.getByRole('button', { name: new RegExp(`${w.sortBy}$`) }).click()
    await page.getByRole('option', { name: w.lowestPrice, exact: true }).click()
    await expect(async () => {
      const prices = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          // A card's first price is its price per night.
          const text = article.lastElementChild?.querySelector('p')?.textContent ?? ''
          return Number(/\d[\d,]*(\.\d+)?/.exec(text)?.[0].replaceAll(',', ''))
        }),
      )
      expectOrdered(prices, 'ascending')
    }).toPass()
    // The other orders: guest rating, highest first; distance to the Haram, nearest first.
    await sortBy(page, w.sortBy, w.highestRating)
    await expect(async () => expectOrdered(await numbersOfCards(page, w.rating), 'descending')).toPass()
    await sortBy(page, w.sortBy, w.nearest)
    await expect(async () => expectOrdered(await numbersOfCards(page, w.distance), 'ascending')).toPass()

    // The other filters, one after another, each keeping only the hotels it names, then Reset Filters.
    const panel = page.getByRole('complementary', { name: w.filters })
    const firstChoice = (group: string) => panel.getByRole('group', { name: group }).locator('label').first()
    const starsLabel = (await firstChoice(w.stars).textContent())!
    await firstChoice(w.stars).click()
    await expect(cards.first()).toBeVisible()
    await expect(cards.filter({ hasNotText: starsLabel })).toHaveCount(0)
    const districtLabel = (await firstChoice(w.district).textContent())!
    await firstChoice(w.district).click()
    await expect(cards.filter({ hasNotText: districtLabel })).toHaveCount(0)
    await panel.getByRole('button', { name: new RegExp(`${w.guestRating}$`) }).click()
    await page.getByRole('option', { name: w.eightPlus, exact: true }).click()
    await expect(async () => {
      const ratings = await numbersOfCards(page, w.rating)
      expect(
        ratings.every((rating) => rating >= 8),
        ratings.join(' '),
      ).toBe(true)
    }).toPass()
    await expectAccessible(page, `hotel results filtered ${locale}`)
    await page.getByRole('button', { name: w.resetFilters }).first().click()
    await expect(count).toHaveText(allHotels)

    // The address alone reopens the same search: the link can be shared. On a phone the filters are
    // not beside the list but in a sheet the toolbar opens.
    await page.setViewportSize({ width: 360, height: 800 })
    await page.reload()
    await waitForApp(page)
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('complementary', { name: w.filters })).toHaveCount(0)
    await page.getByRole('button', { name: w.filters, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: w.filters })
    await expect(sheet.getByRole('checkbox', { name: w.freeCancellation })).not.toBeChecked()
    await sheet.getByText(w.freeCancellation, { exact: true }).click()
    await expectAccessible(page, `hotel filters sheet ${locale}`)
    await page.screenshot({ path: `${SHOTS_DIR}/hotels/filters-sheet-${locale}-360.png` })
    await sheet.getByRole('button', { name: w.showHotels }).click()
    await expect(sheet).toHaveCount(0)
    await expect(page.getByRole('button', { name: w.filtersSet, exact: true })).toBeVisible()
    await expect(cards.first()).toBeVisible()
    await expect(cards.filter({ hasNotText: w.freeCancellation })).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS_DIR}/hotels/results-filtered-${locale}-360.png` })
  })
}

test('asks each child’s age and stops at 6 rooms (en)', async ({ page }) => {
  const w = words.en
  await openHome(page, 'en')
  const field = page.getByRole('button', { name: /^Rooms and guests/ })
  await field.click()
  const editor = page.getByRole('dialog', { name: 'Rooms and guests' })
  await stepUp(editor.getByRole('button', { name: w.moreChildren }))
  await editor.getByRole('button', { name: 'Done' }).click()
  await expect(editor).toBeHidden()
  await expect(field).toHaveText('1 room, 3 guests')
  await page.getByRole('button', { name: w.search }).click()
  // Said under the field with its popover closed.
  await expect(page.getByText(w.childAgeRequired)).toBeVisible()
  await expect(page.getByText(w.dateRequired).first()).toBeVisible()
  await field.click()
  for (let i = 0; i < 6; i++) await editor.getByRole('button', { name: w.addRoom }).click()
  await expect(editor.getByText(w.maxRooms)).toBeVisible()
  await expect(editor.getByRole('group', { name: 'Room 6' })).toBeVisible()
  await expect(editor.getByRole('group', { name: 'Room 7' })).toHaveCount(0)
  await expectAccessible(page, 'hotels rooms editor with messages en')
})

// The journey of a booking (issue 14): the home's search with three rooms and each child's age → results
// → a hotel's detail, its tabs, room filter, modals and gallery → each room's lead guest picked from the
// saved travellers → the review → a card payment through the hosted gateway → the voucher, then its
// cancellation (English from the voucher, Arabic from My Bookings' card, one dialog and API for both).
// English on a desktop, Arabic on a 360 px phone; each new screen is kept at both widths for review.

const journeyWords = {
  en: {
    seeRooms: /^See rooms at /,
    photos: /^See all \d+ photos$/,
    gallery: /^Photos of /,
    nextPhoto: 'Next photo',
    select: 'Select',
    guestDetails: 'Guest details',
    guestForm: (n: number) => `Room ${n}: lead guest`,
    firstName: 'First name',
    lastName: 'Last name',
    age: 'Age',
    continue: 'Continue',
    review: 'Review your booking',
    bookAndPay: 'Book and pay',
    viewBooking: 'View booking',
    voucher: 'Your hotel booking',
    confirmation: 'Confirmation number',
    cancel: 'Cancel booking',
    cancelTitle: 'Cancel this booking?',
    yes: 'Yes, cancel booking',
    refund: 'Refund',
    refundedTo: 'The card you paid with',
    roomsField: /^Rooms and guests/,
    roomsEditor: 'Rooms and guests',
    room: (n: number) => `Room ${n}`,
    moreChildren: 'More children',
    childAge: /Age of child 1/,
    done: 'Done',
    roomsSummary: /^3 rooms, 9 guests$/,
    savedTravellers: /Saved travellers/,
    duplicateName: 'Duplicate first name detected, enter a distinct first name',
    bookings: 'My Bookings',
    past: 'Past',
    refundStatus: 'Refund In Progress',
    tabs: { overview: 'Overview', rooms: 'Rooms', amenities: 'Amenities', details: 'Details' },
    distance: 'Distance',
    checkInTime: 'Check-in time',
    filterRooms: 'Filter rooms',
    freeCancellation: 'Free cancellation',
    nonRefundable: 'Non-refundable: cancelling costs the whole stay.',
    roomDetails: /^Room details: /,
    nightOf: /^Night of /,
    hotelDetails: 'Hotel details',
    aboutHotel: /^About /,
    fillRequired: 'Please fill out all required fields',
    perNightTimesNights: / a night × /,
  },
  ar: {
    seeRooms: /^عرض الغرف في /,
    photos: /^عرض جميع الصور \(\d+\)$/,
    gallery: /^صور /,
    nextPhoto: 'الصورة التالية',
    select: 'اختر',
    guestDetails: 'بيانات النزلاء',
    guestForm: (n: number) => `الغرفة ${n}: النزيل الرئيسي`,
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    age: 'العمر',
    continue: 'متابعة',
    review: 'مراجعة حجزك',
    bookAndPay: 'احجز وادفع',
    viewBooking: 'عرض الحجز',
    voucher: 'حجزك الفندقي',
    confirmation: 'رقم التأكيد',
    cancel: 'إلغاء الحجز',
    cancelTitle: 'هل تريد إلغاء هذا الحجز؟',
    yes: 'نعم، ألغِ الحجز',
    refund: 'الاسترداد',
    refundedTo: 'البطاقة التي دفعت بها',
    roomsField: /^الغرف والنزلاء/,
    roomsEditor: 'الغرف والنزلاء',
    room: (n: number) => `الغرفة ${n}`,
    moreChildren: 'أطفال أكثر',
    childAge: /عمر الطفل 1/,
    done: 'تم',
    roomsSummary: /^3 غرف، 9 نزلاء$/,
    savedTravellers: /المسافرون المحفوظون/,
    duplicateName: 'تم العثور على اسم أول مكرر، أدخل اسمًا أول مختلفًا',
    bookings: 'حجوزاتي',
    past: 'السابقة',
    refundStatus: 'الاسترداد قيد التنفيذ',
    tabs: { overview: 'نظرة عامة', rooms: 'الغرف', amenities: 'المرافق', details: 'التفاصيل' },
    distance: 'المسافة',
    checkInTime: 'وقت تسجيل الوصول',
    filterRooms: 'تصفية الغرف',
    freeCancellation: 'إلغاء مجاني',
    nonRefundable: 'غير قابلة للاسترداد: يكلّف الإلغاء قيمة الإقامة كاملة.',
    roomDetails: /^تفاصيل الغرفة: /,
    nightOf: /^ليلة /,
    hotelDetails: 'تفاصيل الفندق',
    aboutHotel: /^عن /,
    fillRequired: 'يرجى تعبئة جميع الحقول المطلوبة',
    perNightTimesNights: / لليلة × /,
  },
} as const

for (const locale of ['en', 'ar'] as const) {
  const w = journeyWords[locale]
  const prefix = words[locale].prefix

  test(`books a hotel room, pays by card and cancels from the voucher (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    if (locale === 'ar') await page.setViewportSize({ width: 360, height: 780 })
    const user = await createUser(request, { name: 'Huda Alharbi', phone: '+966501234567' })
    // Three saved travellers, one to pick as each room's lead guest.
    for (const [nickname, firstName] of [
      ['Mum', 'Huda'],
      ['Aunt', 'Sara'],
      ['Sister', 'Lama'],
    ]) {
      const saved = await request.post(`${apiUrl}/user/fnf`, {
        headers: { authorization: `Bearer ${user.access_token}` },
        data: {
          nickname,
          prefix: 'Mrs.',
          gender: 'female',
          firstName,
          lastName: 'Alharbi',
          nationality: 'SA',
          dateOfBirth: '1988-03-02',
        },
      })
      expect(saved.status()).toBe(201)
    }
    await signInAs(page, user)

    // The search: Makkah, two nights, three rooms of two adults and a child each, every child's age given.
    await openHome(page, locale)
    await page.getByRole('button', { name: new RegExp(words[locale].makkah) }).click()
    // The press is replayed once the form has hydrated; the dates are typed after it (date segments
    // typed into before hydration change the server's HTML under React).
    await expect(page.getByRole('combobox')).toHaveValue(words[locale].makkah)
    // Each language books other nights: three rooms a night can be a room type's whole allotment.
    await typeStay(page, words[locale].dates, locale === 'en' ? 24 : 30, 2)
    await page.getByRole('button', { name: w.roomsField }).click()
    const editor = page.getByRole('dialog', { name: w.roomsEditor })
    await editor.getByRole('button', { name: words[locale].addRoom }).click()
    await editor.getByRole('button', { name: words[locale].addRoom }).click()
    for (const [index, age] of [5, 9, 7].entries()) {
      const room = editor.getByRole('group', { name: w.room(index + 1) })
      await stepUp(room.getByRole('button', { name: w.moreChildren }))
      await room.getByRole('button', { name: w.childAge }).click()
      await page.getByRole('option', { name: String(age), exact: true }).click()
    }
    await expectAccessible(page, `hotels rooms editor ${locale}`)
    await shotBothWidths(page, 'hotels', 'rooms-editor', locale)
    await editor.getByRole('button', { name: w.done, exact: true }).click()
    await expect(page.getByRole('button', { name: w.roomsField })).toHaveText(w.roomsSummary)
    await page.getByRole('button', { name: words[locale].search }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/hotels/[^/?]+\\?`))
    expect(new URL(page.url()).searchParams.get('rooms')).toBe('2-5,2-9,2-7')
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
    // The results' own form shows the same search.
    await expect(page.getByRole('button', { name: w.roomsField })).toHaveText(w.roomsSummary)
    await shotBothWidths(page, 'hotels', 'results', locale)
    await page.getByRole('link', { name: w.seeRooms }).first().click()

    await expect(page).toHaveURL(new RegExp(`${prefix}/hotels/detail/[^/]+/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: w.select }).first()).toBeVisible()
    await expectAccessible(page, `hotel detail ${locale}`)
    await shotBothWidths(page, 'hotels', 'detail', locale)

    // The tabs: each panel its own, then back to the rooms.
    await page.getByRole('tab', { name: w.tabs.overview }).click()
    await expect(page.getByRole('tabpanel', { name: w.tabs.overview }).getByText(w.distance)).toBeVisible()
    await page.getByRole('tab', { name: w.tabs.amenities }).click()
    await expect(
      page.getByRole('tabpanel', { name: w.tabs.amenities }).getByRole('listitem').first(),
    ).toBeVisible()
    await page.getByRole('tab', { name: w.tabs.details }).click()
    await expect(page.getByRole('tabpanel', { name: w.tabs.details }).getByText(w.checkInTime)).toBeVisible()
    await expectAccessible(page, `hotel detail tabs ${locale}`)
    await page.getByRole('tab', { name: w.tabs.rooms }).click()
    const roomsPanel = page.getByRole('tabpanel', { name: w.tabs.rooms })
    // The room filter: refundable rates only.
    await expect(roomsPanel.getByText(w.nonRefundable).first()).toBeVisible()
    await roomsPanel
      .getByRole('group', { name: w.filterRooms })
      .getByText(w.freeCancellation, { exact: true })
      .click()
    await expect(roomsPanel.getByText(w.nonRefundable)).toHaveCount(0)
    await roomsPanel
      .getByRole('group', { name: w.filterRooms })
      .getByText(w.freeCancellation, { exact: true })
      .click()
    await expect(roomsPanel.getByText(w.nonRefundable).first()).toBeVisible()

    // The roomDetail and hotelDetail modals.
    await roomsPanel.getByRole('button', { name: w.roomDetails }).first().click()
    const roomDetail = page.getByRole('dialog')
    await expect(roomDetail.getByText(w.nightOf).first()).toBeVisible()
    await expectAccessible(page, `room detail ${locale}`)
    await shotBothWidths(page, 'hotels', 'room-detail', locale)
    await page.keyboard.press('Escape')
    await expect(roomDetail).toBeHidden()
    await page.getByRole('button', { name: w.hotelDetails, exact: true }).click()
    const hotelDetail = page.getByRole('dialog', { name: w.aboutHotel })
    await expect(hotelDetail.getByText(w.checkInTime)).toBeVisible()
    await expectAccessible(page, `hotel detail modal ${locale}`)
    await page.keyboard.press('Escape')
    await expect(hotelDetail).toBeHidden()

    // The gallery: its photos are the build's own webp files, turned with the keyboard.
    await page.getByRole('button', { name: w.photos }).click()
    const gallery = page.getByRole('dialog', { name: w.gallery })
    await expect(gallery).toBeVisible()
    const photo = gallery.getByRole('img')
    const first = await photo.getAttribute('src')
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight')
    await expect(photo).not.toHaveAttribute('src', first!)
    // A swipe towards the start of the page (rightwards in English, leftwards in Arabic) turns back.
    const box = (await photo.boundingBox())!
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    await page.mouse.move(middle.x, middle.y)
    await page.mouse.down()
    await page.mouse.move(middle.x + (locale === 'ar' ? -120 : 120), middle.y, { steps: 5 })
    await page.mouse.up()
    await expect(photo).toHaveAttribute('src', first!)
    await expectAccessible(page, `hotel gallery ${locale}`)
    await shotBothWidths(page, 'hotels', 'gallery', locale)
    await page.keyboard.press('Escape')
    await expect(gallery).toBeHidden()

    await page.getByRole('button', { name: w.select }).first().click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/hotels/passenger-details/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.guestDetails })).toBeVisible()
    // Nothing filled in yet: the form says so in the spec's words and stays.
    await expect(
      page.getByRole('form', { name: w.guestForm(1) }).getByRole('button', { name: w.savedTravellers }),
    ).toBeEnabled()
    await page.getByRole('button', { name: w.continue, exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: w.fillRequired }).first()).toBeVisible()
    await expectAccessible(page, `guest details with messages ${locale}`)
    // Each room's lead guest from the saved travellers; the age is the booking's own.
    for (const [index, nickname] of ['Mum', 'Aunt', 'Sister'].entries()) {
      const form = page.getByRole('form', { name: w.guestForm(index + 1) })
      const picker = form.getByRole('button', { name: w.savedTravellers })
      await expect(picker).toBeEnabled()
      await picker.click()
      await page.getByRole('option', { name: new RegExp(nickname) }).click()
      await expect(form.getByRole('textbox', { name: w.firstName })).toHaveValue(
        ['Huda', 'Sara', 'Lama'][index]!,
      )
      await expect(form.getByRole('textbox', { name: w.lastName })).toHaveValue('Alharbi')
      await form.getByRole('textbox', { name: new RegExp(`^${w.age}`) }).fill('38')
    }
    await expectAccessible(page, `guest details ${locale}`)
    await shotBothWidths(page, 'hotels', 'guest-details', locale)
    // Two lead guests with one first name are refused until one is changed.
    const secondName = page
      .getByRole('form', { name: w.guestForm(2) })
      .getByRole('textbox', { name: w.firstName })
    await secondName.fill('Huda')
    await page.getByRole('button', { name: w.continue, exact: true }).click()
    await expect(page.getByText(w.duplicateName).first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${prefix}/hotels/passenger-details/[^/]+$`))
    await secondName.fill('Sara')
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`${prefix}/hotels/review-booking/[^/]+$`))
    await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
    // The review lists each room's lead guest.
    for (const name of ['Huda Alharbi', 'Sara Alharbi', 'Lama Alharbi'])
      await expect(page.getByText(name, { exact: true })).toBeVisible()
    // Each room's rate per night × nights beside the price summary.
    await expect(page.getByText(w.perNightTimesNights)).toHaveCount(3)
    await expectAccessible(page, `hotel review ${locale}`)
    await shotBothWidths(page, 'hotels', 'review', locale)
    await page.getByRole('button', { name: w.bookAndPay }).click()

    await payByCard(page, locale, { booking: 'hotel', holder: 'Huda Alharbi' })
    await expectPaymentConfirmed(page, locale)

    await page.getByRole('link', { name: w.viewBooking }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/hotel/booking-detail/[0-9a-f-]{36}$`))
    await expect(page.getByRole('heading', { level: 1, name: w.voucher })).toBeVisible()
    await expect(page.getByText(w.confirmation)).toBeVisible()
    await expect(page.getByText(/Huda Alharbi/).first()).toBeVisible()
    await expectAccessible(page, `hotel voucher ${locale}`)
    await shotBothWidths(page, 'hotels', 'voucher', locale)

    // English cancels from the voucher, Arabic from My Bookings' card: one dialog and one API for both.
    const voucherUrl = page.url()
    if (locale === 'ar') {
      await page.goto(`${prefix}/bookings`)
      await waitForApp(page)
      await expect(page.getByRole('heading', { level: 1, name: w.bookings })).toBeVisible()
      await page.getByRole('article').first().getByRole('button', { name: w.cancel }).click()
    } else {
      await page.getByRole('button', { name: w.cancel }).click()
    }
    const prompt = page.getByRole('alertdialog', { name: w.cancelTitle })
    await expect(prompt).toBeVisible()
    await expectAccessible(page, `hotel cancel confirmation ${locale}`)
    await prompt.getByRole('button', { name: w.yes, exact: true }).click()
    await expect(prompt).toBeHidden()
    if (locale === 'ar') {
      await page.goto(voucherUrl)
      await waitForApp(page)
    }
    // The refund's steps in the voucher, as every cancelled booking shows them.
    const refund = page.getByRole('region', { name: w.refund })
    await expect(refund.getByText(w.refundedTo)).toBeVisible({ timeout: 15_000 })
    await expect(refund.getByText(w.refundStatus).first()).toBeVisible()
    await shotBothWidths(page, 'hotels', 'voucher-cancelled', locale)

    // My Bookings shows the cancelled stay with its refund under way.
    await page.goto(`${prefix}/bookings`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: w.bookings })).toBeVisible()
    await page.getByRole('tab', { name: w.past }).click()
    await expect(page.getByRole('article').filter({ hasText: w.refundStatus })).toHaveCount(1)
    await expectAccessible(page, `my bookings after a hotel cancellation ${locale}`)
  })
}
