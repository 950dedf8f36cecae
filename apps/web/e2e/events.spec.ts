import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, stepUp, test, waitForApp } from './fixtures'
import { searchDate } from './flights'
import { expectPaymentConfirmed } from './hostedCard'
import { shotBothWidths } from './journey'
import { apiUrl } from './support'
import { payByWallet } from './wallet'

// Events (issue 16), in English and Arabic: from the events home (a search as you type) to the football
// category, the Riyadh derby's page (share, directions), its pass selection with a sold-out pass and the
// event details modal, three tickets of two passes, sign-in midway, one attendee per named ticket (one
// from the saved travellers), the review, payment by STC Pay with its OTP, and the e-tickets with their
// QR codes and "Add to calendar".

const DEMO = { email: 'demo@rihla.sa', password: 'Rihla-demo-2025' }
const DERBY = { id: 'riyadh-derby', slug: 'al-hilal-v-al-nassr' }

const words = {
  en: {
    prefix: '',
    home: 'Events in Saudi Arabia',
    eventName: 'Event name',
    searchFor: 'Al Hilal',
    found: /^1 event found$/,
    foundList: 'Events found',
    football: 'Football',
    derby: 'Roshn Saudi League: Al Hilal v Al Nassr',
    share: 'Share',
    copied: 'Event link is copied',
    directions: 'Get directions',
    choosePasses: 'Choose passes',
    selectPass: 'Choose your passes',
    soldOutPass: 'Category 1 tickets',
    soldOutText: 'This pass is sold out for this date.',
    more: (pass: string) => `Increase ${pass} tickets`,
    category2: 'Category 2',
    category3: 'Category 3',
    total: /Total for 3 tickets/,
    eventDetails: 'Event details',
    close: 'Close',
    continue: 'Continue',
    welcome: 'Welcome to Rihla',
    signInForm: 'Sign in',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    attendees: 'Attendee details',
    ticketForm: (pass: string, n: number) => `${pass}, ticket ${n}`,
    savedTravellers: /Saved travellers/,
    firstName: 'First name',
    lastName: 'Last name',
    review: 'Review your booking',
    bookAndPay: 'Book and pay',
    payment: 'Payment',
    viewBooking: 'View booking',
    booking: 'Your event booking',
    qr: (name: string) => `QR code of the ticket of ${name}`,
    addToCalendar: 'Add to calendar',
  },
  ar: {
    prefix: '/ar',
    home: 'الفعاليات في السعودية',
    eventName: 'اسم الفعالية',
    searchFor: 'الهلال',
    found: /^وُجدت فعالية واحدة$/,
    foundList: 'الفعاليات التي وُجدت',
    football: 'كرة القدم',
    derby: 'دوري روشن السعودي: الهلال × النصر',
    share: 'مشاركة',
    copied: 'تم نسخ رابط الفعالية',
    directions: 'الاتجاهات',
    choosePasses: 'اختر التذاكر',
    selectPass: 'اختر تذاكرك',
    soldOutPass: 'تذاكر مقاعد الفئة الأولى',
    soldOutText: 'نفدت تذاكر هذه الفئة لهذا الموعد.',
    more: (pass: string) => `زيادة تذاكر ${pass}`,
    category2: 'مقاعد الفئة الثانية',
    category3: 'مقاعد الفئة الثالثة',
    total: /الإجمالي لـ 3 تذاكر/,
    eventDetails: 'تفاصيل الفعالية',
    close: 'إغلاق',
    continue: 'متابعة',
    welcome: 'مرحبًا بك في رحلة',
    signInForm: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    attendees: 'بيانات الحضور',
    ticketForm: (pass: string, n: number) => `${pass}، التذكرة ${n}`,
    savedTravellers: /المسافرون المحفوظون/,
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    review: 'مراجعة حجزك',
    bookAndPay: 'احجز وادفع',
    payment: 'الدفع',
    viewBooking: 'عرض الحجز',
    booking: 'حجز الفعالية الخاص بك',
    qr: (name: string) => `رمز QR لتذكرة ${name}`,
    addToCalendar: 'أضف إلى التقويم',
  },
} as const

/** Saves a traveller for the demo account (signed in through the API), to be offered as an attendee. */
async function saveTravellerForDemo(request: APIRequestContext, firstName: string) {
  const login = await request.post(`${apiUrl}/api/v2/users/auth/login`, { data: DEMO })
  expect(login.status()).toBe(200)
  const { user } = (await login.json()) as { user: { access_token: string } }
  const nickname = `${firstName} ${Date.now() % 1e6}`
  const saved = await request.post(`${apiUrl}/user/fnf`, {
    headers: { authorization: `Bearer ${user.access_token}` },
    data: {
      ...{ nickname, firstName, lastName: 'Alqahtani', prefix: 'Mrs.', gender: 'female', nationality: 'SA' },
      dateOfBirth: searchDate(-Math.round(30 * 365.25)).iso,
      nationalId: '1023456781',
    },
  })
  expect(saved.status()).toBe(201)
  return nickname
}

async function openHome(page: Page, locale: Locale) {
  await page.goto(`${words[locale].prefix}/events-in-saudi-arabia`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: words[locale].home })).toBeVisible()
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test(`books three tickets of two passes for the Riyadh derby, paid by STC Pay, e-tickets with QR codes (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Prices in riyals, the currency the wallets take (the suite otherwise browses from Britain).
    await context.addCookies([{ name: 'rihla_currency', value: 'SAR', url: baseURL! }])
    const saved = await saveTravellerForDemo(request, locale === 'en' ? 'Noura' : 'Reem')
    const savedName = `${locale === 'en' ? 'Noura' : 'Reem'} Alqahtani`

    // The home: featured events, categories, and a search by name as the visitor types.
    await openHome(page, locale)
    await expectAccessible(page, `events home ${locale}`)
    await shotBothWidths(page, 'events', 'home', locale)
    await page.getByRole('searchbox', { name: w.eventName }).fill(w.searchFor)
    await expect(page.getByRole('status').filter({ hasText: w.found })).toBeVisible()
    await expect(
      page.getByRole('list', { name: w.foundList }).getByRole('link', { name: w.derby }),
    ).toBeVisible()
    await expectAccessible(page, `events search ${locale}`)
    await shotBothWidths(page, 'events', 'search', locale)

    // The football category.
    await page
      .getByRole('link', { name: new RegExp(`^${w.football}`) })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/events/football$`))
    await expect(page.getByRole('heading', { level: 1, name: w.football })).toBeVisible()
    await expectAccessible(page, `events category ${locale}`)
    await shotBothWidths(page, 'events', 'category', locale)

    // The derby's page: share copies its link, directions open the maps.
    await page.getByRole('link', { name: w.derby }).first().click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/events/detail/${DERBY.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: w.derby })).toBeVisible()
    await expect(page.getByRole('link', { name: w.directions })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    )
    await page.getByRole('button', { name: w.share }).click()
    await expect(page.getByText(w.copied)).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${w.prefix}/events/detail/${DERBY.slug}$`),
    )
    await expectAccessible(page, `event detail ${locale}`)
    await shotBothWidths(page, 'events', 'detail', locale)

    // The pass selection: Category 1 is sold out; two of Category 3 and one of Category 2.
    await page.getByRole('link', { name: w.choosePasses }).click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/events/${DERBY.id}/select-pass$`))
    await expect(page.getByRole('heading', { level: 1, name: w.selectPass })).toBeVisible()
    await expect(page.getByRole('textbox', { name: w.soldOutPass })).toBeDisabled()
    await expect(page.getByText(w.soldOutText)).toBeVisible()
    await page.getByRole('button', { name: w.eventDetails }).click()
    const details = page.getByRole('dialog', { name: w.derby })
    await expect(details).toBeVisible()
    await expectAccessible(page, `event details modal ${locale}`)
    await shotBothWidths(page, 'events', 'event-details', locale)
    await details.getByRole('button', { name: w.close }).click()
    await expect(details).toBeHidden()
    await stepUp(page.getByRole('button', { name: w.more(w.category3) }), 2)
    await stepUp(page.getByRole('button', { name: w.more(w.category2) }))
    await expect(page.getByText(w.total)).toBeVisible()
    await expectAccessible(page, `pass selection ${locale}`)
    await shotBothWidths(page, 'events', 'select-pass', locale)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    // The attendees step needs a signed-in traveller: sign in midway, and land back on it.
    const dialog = page.getByRole('dialog', { name: w.welcome })
    await expect(dialog).toBeVisible()
    const signIn = dialog.getByRole('form', { name: w.signInForm })
    await signIn.getByLabel(w.email).fill(DEMO.email)
    await signIn.getByLabel(w.password, { exact: true }).fill(DEMO.password)
    await signIn.getByRole('button', { name: w.signIn, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/events/${DERBY.id}/passenger-details$`))
    await expect(page.getByRole('heading', { level: 1, name: w.attendees })).toBeVisible()

    // One attendee per ticket: the first from the saved travellers, the others typed in.
    const forms = [w.ticketForm(w.category2, 1), w.ticketForm(w.category3, 1), w.ticketForm(w.category3, 2)]
    const names = [savedName, 'Omar Alharbi', 'Salem Alharbi']
    const first = page.getByRole('form', { name: forms[0] })
    const picker = first.getByRole('button', { name: w.savedTravellers })
    await expect(picker).toBeEnabled()
    await picker.click()
    await page.getByRole('option', { name: new RegExp(saved) }).click()
    await expect(first.getByRole('textbox', { name: w.firstName })).toHaveValue(savedName.split(' ')[0]!)
    for (const [index, name] of names.entries()) {
      if (index === 0) continue
      const form = page.getByRole('form', { name: forms[index] })
      const [firstName, lastName] = name.split(' ')
      await form.getByRole('textbox', { name: w.firstName }).fill(firstName!)
      await form.getByRole('textbox', { name: w.lastName }).fill(lastName!)
    }
    await expectAccessible(page, `event attendees ${locale}`)
    await shotBothWidths(page, 'events', 'attendees', locale)
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/events/${DERBY.id}/review-booking$`))
    await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible()
    for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible()
    await expectAccessible(page, `event review ${locale}`)
    await shotBothWidths(page, 'events', 'review', locale)
    await page.getByRole('button', { name: w.bookAndPay }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/events/payments/[0-9a-f-]{36}$`))
    await expect(page.getByRole('heading', { level: 1, name: w.payment })).toBeVisible()
    await payByWallet(page, request, locale, 'event')
    await expectPaymentConfirmed(page, locale)
    await expectAccessible(page, `event payment confirmed ${locale}`)

    await page.getByRole('link', { name: w.viewBooking }).click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/event/booking-detail/[0-9a-f-]{36}$`))
    await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
    // One e-ticket per ticket, each QR code carrying a reference.
    for (const name of names) {
      const qr = page.getByRole('img', { name: w.qr(name) })
      await expect(qr).toBeVisible()
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/)
    }
    await expect(page.getByRole('article')).toHaveCount(3)
    await expect(page.getByRole('link', { name: w.directions })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: w.addToCalendar }).click()
    const calendar = await download
    expect(calendar.suggestedFilename()).toBe(`${DERBY.slug}.ics`)
    const ics = readFileSync(await calendar.path(), 'utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toMatch(/DTSTART:\d{8}T170000Z/)
    await expectAccessible(page, `event booking detail ${locale}`)
    await shotBothWidths(page, 'events', 'booking-detail', locale)
  })
}

test('a category with no upcoming shows says so (English)', async ({ page }) => {
  // Wellness has one event, whose last day is over.
  await page.goto('/events/wellness')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness' })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'No upcoming events in this category' }),
  ).toBeVisible()
  await expectAccessible(page, 'events category without upcoming shows')
  await shotBothWidths(page, 'events', 'category-empty', 'en')
})

test("an events call that fails says 'Failed to load events data.' and tries again (Arabic)", async ({
  page,
}) => {
  let failures = 1
  await page.route('**/api/v2/events/shows', async (route) => {
    const asked = route.request().postDataJSON() as { event?: string } | null
    if (asked?.event === DERBY.id && failures-- > 0)
      return route.fulfill({ status: 503, body: '{"message":"down"}' })
    return route.continue()
  })
  // The event's page comes from the server; the pass selection asks the API from the browser.
  await page.goto(`/ar/events/detail/${DERBY.slug}`)
  await waitForApp(page)
  await page.getByRole('link', { name: 'اختر التذاكر' }).click()
  await expect(page.getByText('تعذّر تحميل بيانات الفعاليات.')).toBeVisible()
  await expectAccessible(page, 'events load error ar')
  await shotBothWidths(page, 'events', 'load-error', 'ar')
  await page.getByRole('button', { name: 'حاول مرة أخرى' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'اختر تذاكرك' })).toBeVisible()
})
