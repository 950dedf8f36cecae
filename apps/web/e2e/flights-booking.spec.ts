import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { SHOTS_DIR, expect, expectAccessible, test, waitForApp } from './fixtures'
import { flightWords, resultsPath, searchDate, shot, typeDate, waitForResults } from './flights'
import type { SearchDate } from './flights'
import { createUser, signInAs } from './session'
import { payByCard as payCard } from './hostedCard'

// A flight booked from the results to My Bookings: the fare, each traveller's details, add-ons and a
// seat, the review, a card payment through the hosted gateway with 3-D Secure, the booking detail.

const words = {
  en: {
    viewFares: 'View fares',
    chooseFlight: 'Choose this flight',
    chooseFare: 'Choose your fare',
    continue: 'Continue',
    passengerDetails: 'Passenger details',
    title: 'Title',
    prefixes: { male: 'Mr', female: 'Mrs.', child: 'Miss.' },
    genders: { male: 'Male', female: 'Female' },
    firstName: 'First name',
    lastName: 'Last name',
    nationality: 'Nationality',
    saudi: 'Saudi',
    saudiArabia: 'Saudi Arabia',
    dateOfBirth: 'Date of birth',
    nationalId: 'National ID (CNIC)',
    passenger: {
      adult: (n: number) => `Adult ${n}`,
      child: (n: number) => `Child ${n}`,
      infant: (n: number) => `Infant ${n}`,
    },
    fillRequired: 'Please fill out all required fields',
    childAge: 'Child must be between 2 and 12 years old',
    editContact: 'Edit contact details',
    contactDetails: 'Contact details',
    phone: 'Phone number',
    save: 'Save',
    addons: 'Add-ons',
    addBaggage: 'Add extra baggage',
    extraBaggage: 'Extra baggage',
    saveBaggage: 'Save baggage',
    chooseMeals: 'Choose meals',
    meals: 'Meals',
    saveMeals: 'Save meals',
    chooseSeats: 'Choose seats',
    seatsDialog: 'Choose your seats',
    seatHeld: /^Seat \d+[A-K] is held for Adult 1/,
    done: 'Done',
    review: 'Review your booking',
    confirmAndPay: 'Confirm and continue to payment',
    payment: 'Payment',
    card: 'Credit or debit card',
    continueCard: 'Continue to secure payment',
    confirmTitle: 'Confirm your payment',
    confirm: 'Confirm',
    confirmed: /^Payment (confirmed|received)$/,
    viewBooking: 'View booking',
    bookingTitle: 'Your flight booking',
    statusConfirmed: 'Confirmed',
    copyPnr: /^Copy PNR /,
    goToMyBookings: 'Go to My Bookings',
    myBookings: 'My Bookings',
    failed: 'Payment Failed!',
    retry: 'Retry',
    triedWith: 'Tried with',
    ticket: 'E-ticket number',
    fareRules: 'Fare rules',
    invoice: 'Download VAT invoice (PDF)',
  },
  ar: {
    viewFares: 'عرض الأسعار',
    chooseFlight: 'اختر هذه الرحلة',
    chooseFare: 'اختر أجرتك',
    continue: 'متابعة',
    passengerDetails: 'بيانات المسافرين',
    title: 'اللقب',
    prefixes: { male: 'السيد', female: 'السيدة', child: 'الآنسة' },
    genders: { male: 'ذكر', female: 'أنثى' },
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    nationality: 'الجنسية',
    saudi: 'السعودية',
    saudiArabia: 'المملكة العربية السعودية',
    dateOfBirth: 'تاريخ الميلاد',
    nationalId: 'رقم الهوية الوطنية',
    passenger: {
      adult: (n: number) => `بالغ ${n}`,
      child: (n: number) => `طفل ${n}`,
      infant: (n: number) => `رضيع ${n}`,
    },
    fillRequired: 'يرجى تعبئة جميع الحقول المطلوبة',
    childAge: 'يجب أن يكون عمر الطفل بين 2 و12 عامًا',
    editContact: 'تعديل بيانات التواصل',
    contactDetails: 'بيانات التواصل',
    phone: 'رقم الجوال',
    save: 'حفظ',
    addons: 'الإضافات',
    addBaggage: 'أضف أمتعة إضافية',
    extraBaggage: 'أمتعة إضافية',
    saveBaggage: 'حفظ الأمتعة',
    chooseMeals: 'اختر الوجبات',
    meals: 'الوجبات',
    saveMeals: 'حفظ الوجبات',
    chooseSeats: 'اختر المقاعد',
    seatsDialog: 'اختر مقاعدك',
    seatHeld: /^المقعد \d+[A-K] محجوز لـ بالغ 1/,
    done: 'تم',
    review: 'مراجعة حجزك',
    confirmAndPay: 'التأكيد والمتابعة إلى الدفع',
    payment: 'الدفع',
    card: 'بطاقة ائتمان أو خصم',
    continueCard: 'المتابعة إلى الدفع الآمن',
    confirmTitle: 'تأكيد الدفع',
    confirm: 'تأكيد',
    confirmed: /^تم (تأكيد|استلام) الدفع$/,
    viewBooking: 'عرض الحجز',
    bookingTitle: 'حجز رحلتك',
    statusConfirmed: 'مؤكد',
    copyPnr: /^نسخ رقم الحجز /,
    goToMyBookings: 'الذهاب إلى حجوزاتي',
    myBookings: 'حجوزاتي',
    failed: 'فشل الدفع!',
    retry: 'إعادة المحاولة',
    triedWith: 'محاولة الدفع بواسطة',
    ticket: 'رقم التذكرة الإلكترونية',
    fareRules: 'قواعد الأجرة',
    invoice: 'تنزيل الفاتورة الضريبية (PDF)',
  },
} as const

type Words = (typeof words)[Locale]

interface Traveller {
  type: 'adult' | 'child' | 'infant'
  ordinal: number
  gender: 'male' | 'female'
  firstName: string
  lastName: string
  born: SearchDate
  nationalId: string
}

/** Born this many years (and a few weeks) before today: ages are measured on the travel date, weeks later. */
const bornYearsAgo = (years: number) => searchDate(-Math.round(years * 365.25) - 20)

const family: Traveller[] = [
  {
    type: 'adult',
    ordinal: 1,
    gender: 'male',
    firstName: 'Faisal',
    lastName: 'Alharbi',
    born: bornYearsAgo(41),
    nationalId: '1023456781',
  },
  {
    type: 'adult',
    ordinal: 2,
    gender: 'female',
    firstName: 'Nora',
    lastName: 'Alharbi',
    born: bornYearsAgo(38),
    nationalId: '1023456799',
  },
  {
    type: 'child',
    ordinal: 1,
    gender: 'male',
    firstName: 'Salem',
    lastName: 'Alharbi',
    born: bornYearsAgo(7),
    nationalId: '1023456807',
  },
  {
    type: 'infant',
    ordinal: 1,
    gender: 'female',
    firstName: 'Reem',
    lastName: 'Alharbi',
    born: bornYearsAgo(1),
    nationalId: '1023456815',
  },
]

/** Fills one traveller's form (a domestic trip: national ID, no passport). */
async function fillTraveller(page: Page, w: Words, traveller: Traveller) {
  const form = page.getByRole('form', { name: w.passenger[traveller.type](traveller.ordinal) })
  await form.getByRole('button', { name: new RegExp(w.title) }).click()
  const prefix = traveller.type !== 'adult' ? 'child' : traveller.gender
  await page.getByRole('option', { name: w.prefixes[prefix], exact: true }).click()
  await form.getByText(w.genders[traveller.gender], { exact: true }).click()
  await form.getByRole('textbox', { name: w.firstName }).fill(traveller.firstName)
  await form.getByRole('textbox', { name: w.lastName }).fill(traveller.lastName)
  // Into the field first, as a traveller does: the field left behind reports its value as focus moves.
  const nationality = form.getByRole('combobox', { name: new RegExp(w.nationality) })
  await nationality.click()
  await nationality.fill(w.saudi)
  await page.getByRole('option', { name: w.saudiArabia, exact: true }).click()
  await typeDate(form, w.dateOfBirth, traveller.born)
  await form.getByRole('textbox', { name: w.nationalId }).fill(traveller.nationalId)
  return form
}

/** From the results to the itinerary details of the first flight, then its second fare, then Continue. */
async function chooseFlight(page: Page, w: Words, name: string) {
  await page.getByRole('button', { name: w.viewFares }).first().click()
  const fares = page.getByRole('dialog')
  await expect(fares.getByRole('listitem').first()).toBeVisible()
  await fares.getByRole('link', { name: w.chooseFlight }).click()
  await expect(page).toHaveURL(/\/flights\/itinerary-details\/[^/]+\/[^/]+$/)
  const choice = page.getByRole('radiogroup', { name: w.chooseFare })
  await expect(choice).toBeVisible()
  await choice.locator('label').nth(1).click()
  await expect(choice.getByRole('radio').nth(1)).toBeChecked()
  await expectAccessible(page, `itinerary details ${name}`)
  await shot(page, `flights-itinerary-details-${name}`)
  await page.getByRole('button', { name: w.continue, exact: true }).click()
  await expect(page).toHaveURL(/\/flights\/passenger-details\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: w.passengerDetails })).toBeVisible()
}

/** The hosted card page (on the API's origin) with its 3-D Secure step, back to the payment status. */
async function payByCard(page: Page, w: Words, locale: Locale, cardNumber?: string) {
  await payCard(page, locale, {
    booking: 'flight',
    holder: 'Faisal Alharbi',
    ...(cardNumber && { cardNumber }),
  })
  await expect(
    page.getByRole('heading', { level: 2, name: cardNumber ? w.failed : w.confirmed }),
  ).toBeVisible()
}

/** The booking detail after payment: Confirmed, a PNR, every traveller; then My Bookings lists it. */
async function checkBooking(
  page: Page,
  w: Words,
  locale: Locale,
  travellers: Traveller[],
  addons: (string | RegExp)[],
) {
  await page.getByRole('link', { name: w.viewBooking }).click()
  await expect(page).toHaveURL(/\/flights\/booking-detail\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: w.bookingTitle })).toBeVisible()
  await expect(page.getByText(w.statusConfirmed, { exact: true }).first()).toBeVisible()
  const copy = page.getByRole('button', { name: w.copyPnr })
  const pnr = /[A-Z0-9]{6}$/.exec((await copy.getAttribute('aria-label')) ?? '')?.[0]
  expect(pnr).toBeTruthy()
  for (const traveller of travellers) {
    await expect(page.getByText(`${traveller.firstName} ${traveller.lastName}`).first()).toBeVisible()
  }
  const booked = page.getByRole('list', { name: w.addons })
  for (const addon of addons) await expect(booked.filter({ hasText: addon })).toHaveCount(1)
  await expectAccessible(page, `booking detail ${locale}`)
  await shot(page, `flights-booking-detail-${locale}`)

  await page.getByRole('link', { name: w.goToMyBookings }).click()
  await expect(page).toHaveURL(new RegExp(`${flightWords[locale].prefix}/bookings$`))
  await expect(page.getByRole('heading', { level: 1, name: w.myBookings })).toBeVisible()
  await expect(page.getByText(pnr!).first()).toBeVisible()
  await expectAccessible(page, `my bookings with the flight ${locale}`)
}

test('books 2 adults, a child and an infant with baggage, a meal and a seat, paid by card (en)', async ({
  page,
  request,
}) => {
  // The longest journey (four travellers, three add-on dialogs, eleven axe checks) on a shared machine.
  test.setTimeout(240_000)
  const w = words.en
  // An account without a phone number: the contact details ask for one.
  await signInAs(page, await createUser(request, { name: 'Faisal Alharbi' }))
  await page.goto(
    resultsPath('en', { from: 'RUH', to: 'JED', date: searchDate(30), adults: 2, children: 1, infants: 1 }),
  )
  await waitForApp(page)
  await waitForResults(page)
  await chooseFlight(page, w, 'en')

  // Four forms, one per traveller; a child too old for the child's place is refused, then fixed.
  for (const traveller of family) {
    await expect(
      page.getByRole('form', { name: w.passenger[traveller.type](traveller.ordinal) }),
    ).toBeVisible()
  }
  for (const traveller of family) {
    await fillTraveller(
      page,
      w,
      traveller.type === 'child' ? { ...traveller, born: bornYearsAgo(13) } : traveller,
    )
  }
  await page.getByRole('button', { name: w.continue, exact: true }).click()
  const problems = page.getByRole('alert').filter({ hasText: w.fillRequired })
  await expect(problems).toContainText(`${w.passenger.child(1)}: ${w.childAge}`)
  await expect(page.getByRole('form', { name: w.passenger.child(1) }).getByText(w.childAge)).toBeVisible()
  await expectAccessible(page, 'passenger details with errors en')
  await shot(page, 'flights-passenger-details-errors-en')
  const child = page.getByRole('form', { name: w.passenger.child(1) })
  await child.getByRole('group', { name: w.dateOfBirth }).locator('[data-type="year"]').press('Backspace')
  await typeDate(child, w.dateOfBirth, family[2]!.born)
  await expect(child.getByText(w.childAge)).toHaveCount(0)

  await page.getByRole('button', { name: w.continue, exact: true }).click()
  await expect(problems).toContainText(w.phone)
  await page.getByRole('button', { name: w.editContact }).click()
  const contact = page.getByRole('dialog', { name: w.contactDetails })
  await contact.getByRole('textbox', { name: w.phone }).fill('+966 50 123 4567')
  await expectAccessible(page, 'contact details modal en')
  await contact.getByRole('button', { name: w.save, exact: true }).click()
  await expect(contact).toHaveCount(0)
  await page.getByRole('button', { name: w.continue, exact: true }).click()

  // Add-ons: extra baggage for the first adult, a meal for the second, a seat for the first.
  await expect(page).toHaveURL(/\/flights\/addons\/[^/]+$/)
  // The address changes before the step's screen replaces the last one: axe waits for the screen.
  await expect(page.getByRole('heading', { level: 1, name: w.addons, exact: true })).toBeVisible()
  await expectAccessible(page, 'add-ons en')
  await page.getByRole('button', { name: w.addBaggage }).click()
  const baggage = page.getByRole('dialog', { name: w.extraBaggage })
  const adultBags = baggage.getByRole('radiogroup', { name: /^Adult 1/ }).first()
  await adultBags.locator('label').nth(1).click()
  await expect(adultBags.getByRole('radio').nth(1)).toBeChecked()
  await expectAccessible(page, 'baggage modal en')
  await baggage.getByRole('button', { name: w.saveBaggage }).click()
  await expect(baggage).toHaveCount(0)
  await expect(page.getByText(/Adult 1 · Faisal Alharbi: \+\d+ kg/).first()).toBeVisible()

  await page.getByRole('button', { name: w.chooseMeals }).click()
  const meals = page.getByRole('dialog', { name: w.meals })
  await meals
    .getByRole('button', { name: /Adult 2/ })
    .first()
    .click()
  const meal = page.getByRole('option').nth(1)
  const mealName = (await meal.innerText()).split('·')[0]!.trim()
  await meal.click()
  await expectAccessible(page, 'meal modal en')
  await meals.getByRole('button', { name: w.saveMeals }).click()
  await expect(meals).toHaveCount(0)
  await expect(page.getByText(new RegExp(`Adult 2 · Nora Alharbi: ${mealName}`)).first()).toBeVisible()

  await page.getByRole('button', { name: w.chooseSeats }).click()
  const seats = page.getByRole('dialog', { name: w.seatsDialog })
  const free = seats.locator('[role="grid"] button[aria-pressed="false"]:not([aria-disabled])')
  await free.first().click()
  const held = seats.getByRole('status').filter({ hasText: w.seatHeld })
  await expect(held).toBeVisible()
  const seatName = /\d+[A-K]/.exec(await held.innerText())![0]
  await expectAccessible(page, 'seat map en')
  await shot(page, 'flights-seat-map-en')
  await seats.getByRole('button', { name: w.done }).click()
  // axe looks at the page once the dialog has finished closing, not while it animates out.
  await expect(seats).toBeHidden()
  await expect(seats).toHaveCount(0)
  await shot(page, 'flights-addons-en')
  await page.getByRole('button', { name: w.continue, exact: true }).click()

  // Review, then the booking is reserved and paid.
  await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
  for (const traveller of family)
    await expect(page.getByText(`${traveller.firstName} ${traveller.lastName}`).first()).toBeVisible()
  await expectAccessible(page, 'review en')
  await shot(page, 'flights-review-en')
  await page.getByRole('button', { name: w.confirmAndPay }).click()
  await payByCard(page, w, 'en')
  await expectAccessible(page, 'flight payment confirmed en')

  await checkBooking(page, w, 'en', family, [
    mealName,
    /Extra baggage \d+ kg/,
    new RegExp(`Seat \u2068?${seatName}`),
  ])
})

test('books one adult with a seat, paid by card (ar)', async ({ page, request }) => {
  test.setTimeout(120_000)
  const w = words.ar
  const traveller = family[0]!
  await signInAs(page, await createUser(request, { name: 'Faisal Alharbi', phone: '+966501234567' }))
  await page.goto(resultsPath('ar', { from: 'RUH', to: 'JED', date: searchDate(33) }))
  await waitForApp(page)
  await waitForResults(page)
  await chooseFlight(page, w, 'ar')

  await fillTraveller(page, w, traveller)
  await expectAccessible(page, 'passenger details ar')
  await shot(page, 'flights-passenger-details-ar')
  await page.getByRole('button', { name: w.continue, exact: true }).click()

  await expect(page).toHaveURL(/\/ar\/flights\/addons\/[^/]+$/)
  await page.getByRole('button', { name: w.chooseSeats }).click()
  const seats = page.getByRole('dialog', { name: w.seatsDialog })
  await seats.locator('[role="grid"] button[aria-pressed="false"]:not([aria-disabled])').first().click()
  const held = seats.getByRole('status').filter({ hasText: w.seatHeld })
  await expect(held).toBeVisible()
  const seatName = /\d+[A-K]/.exec(await held.innerText())![0]
  await expectAccessible(page, 'seat map ar')
  await shot(page, 'flights-seat-map-ar')
  await seats.getByRole('button', { name: w.done }).click()
  // axe looks at the page once the dialog has finished closing, not while it animates out.
  await expect(seats).toBeHidden()
  await expectAccessible(page, 'add-ons ar')
  await shot(page, 'flights-addons-ar')
  await page.getByRole('button', { name: w.continue, exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
  await expect(page.getByText(seatName).first()).toBeVisible()
  await expectAccessible(page, 'review ar')
  await shot(page, 'flights-review-ar')
  await page.getByRole('button', { name: w.confirmAndPay }).click()
  await payByCard(page, w, 'ar')
  await expectAccessible(page, 'flight payment confirmed ar')

  await checkBooking(page, w, 'ar', [traveller], [seatName])
})

/** Where the screens of this branch's checks are kept, at both widths. */
const SHOTS = `${SHOTS_DIR}/flights-booking`

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const widths = await page.evaluate(() => {
    const screen = window.innerWidth
    // The innermost elements that stick out of the screen, to name the cause when there is one.
    const outside = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > screen + 0.5 || box.left < -0.5)
      })
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`,
      )
    return { scroll: document.documentElement.scrollWidth, screen, outside }
  })
  expect(
    widths.scroll,
    `${name}: page width ${widths.scroll} on a ${widths.screen} px screen; outside: ${widths.outside.join(' | ')}`,
  ).toBeLessThanOrEqual(widths.screen)
}

/** A full-page screenshot at 360 px and at 1280 px, then back to the phone. */
async function shotsAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

for (const locale of ['en', 'ar'] as const) {
  test(`on a 360 px phone, review and booking detail fit the screen; a declined card, then paid; the invoice downloads (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const w = words[locale]
    const traveller = family[0]!
    await page.setViewportSize({ width: 360, height: 780 })
    await signInAs(page, await createUser(request, { name: 'Faisal Alharbi', phone: '+966501234567' }))
    await page.goto(
      resultsPath(locale, { from: 'RUH', to: 'JED', date: searchDate(locale === 'en' ? 36 : 37) }),
    )
    await waitForApp(page)
    await waitForResults(page)
    await chooseFlight(page, w, `${locale}-360`)
    await fillTraveller(page, w, traveller)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    await expect(page).toHaveURL(/\/flights\/addons\/[^/]+$/)
    await page.getByRole('button', { name: w.chooseSeats }).click()
    const seats = page.getByRole('dialog', { name: w.seatsDialog })
    await seats.locator('[role="grid"] button[aria-pressed="false"]:not([aria-disabled])').first().click()
    await expect(seats.getByRole('status').filter({ hasText: w.seatHeld })).toBeVisible()
    await seats.getByRole('button', { name: w.done }).click()
    await expect(seats).toHaveCount(0)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
    await expectNoSidewaysScroll(page, `review ${locale}`)
    await expectAccessible(page, `review 360 ${locale}`)
    await shotsAtBothWidths(page, `review-${locale}`)
    await page.getByRole('button', { name: w.confirmAndPay }).click()

    // A card the bank refuses: Payment Failed!, tried (not paid) with the card, then Retry pays.
    await expect(page.getByRole('heading', { level: 1, name: w.payment, exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await shotsAtBothWidths(page, `payment-${locale}`)
    await payByCard(page, w, locale, '4000000000000002')
    await expect(page.getByText(w.triedWith)).toBeVisible()
    await expectNoSidewaysScroll(page, `payment failed ${locale}`)
    await expectAccessible(page, `payment failed 360 ${locale}`)
    await shotsAtBothWidths(page, `payment-failed-${locale}`)
    await page.getByRole('link', { name: w.retry }).click()
    await payByCard(page, w, locale)

    await page.getByRole('link', { name: w.viewBooking }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.bookingTitle })).toBeVisible()
    await expect(page.getByText(w.statusConfirmed, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(w.ticket)).toBeVisible()
    await expect(page.getByText(/^\d{13}$/)).toBeVisible()
    await expect(page.getByRole('region', { name: w.fareRules })).toBeVisible()
    await expectNoSidewaysScroll(page, `booking detail ${locale}`)
    await expectAccessible(page, `booking detail 360 ${locale}`)
    await shotsAtBothWidths(page, `booking-detail-${locale}`)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: w.invoice }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^INV-RH-FL-[0-9A-F]+\.pdf$/)
    await file.saveAs(`${SHOTS}/invoice-${locale}.pdf`)
  })
}
