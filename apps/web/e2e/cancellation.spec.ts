import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { shotBothWidths } from './journey'
import { createUser, signInAs } from './session'
import type { SignedInUser } from './session'
import { apiUrl } from './support'
import { freshPhone } from './wallet'

// Self-service cancellation (issue 17), in both languages: a fresh traveller's paid bus tickets, booked
// and paid (STC Pay, urpay) through the API. A Regular fare is cancelled from its booking page: the quote
// first (rule, fee, refund, where and by when), then Refund In Progress with the refund's steps. A Value
// fare says it cannot be cancelled online and leads to a support request. One more Regular ticket is
// cancelled from My Bookings' card. Each page and open dialog is checked with axe, and the dialog and the
// tracker are kept at both widths.

const words = {
  en: {
    prefix: '',
    booking: 'Your bus booking',
    cancel: 'Cancel booking',
    dialog: 'Cancel this booking?',
    regularRule: 'Regular fare: 65% refundable until departure.',
    valueRule: 'Value fare: not refundable.',
    paidTo: 'The wallet you paid with',
    yes: 'Yes, cancel booking',
    notAllowed: 'This fare cannot be cancelled online. Our support team can help.',
    askSupport: 'Ask our support team to cancel it',
    close: 'Close',
    refundInProgress: 'Refund In Progress',
    refundHeading: 'Refund',
    byYou: /by you$/,
    bookings: 'My Bookings',
    viewBooking: 'View booking',
    past: 'Past',
  },
  ar: {
    prefix: '/ar',
    booking: 'حجز الحافلة',
    cancel: 'إلغاء الحجز',
    dialog: 'هل تريد إلغاء هذا الحجز؟',
    regularRule: 'تذكرة عادية: يُسترد 65% من قيمتها حتى موعد المغادرة.',
    valueRule: 'تذكرة قيمة: غير قابلة للاسترداد.',
    paidTo: 'المحفظة التي دفعت بها',
    yes: 'نعم، ألغِ الحجز',
    notAllowed: 'لا يمكن إلغاء هذه التذكرة عبر الإنترنت. يسعد فريق الدعم بمساعدتك.',
    askSupport: 'اطلب من فريق الدعم إلغاءه',
    close: 'إغلاق',
    refundInProgress: 'الاسترداد قيد التنفيذ',
    refundHeading: 'الاسترداد',
    byYou: /بواسطتك$/,
    bookings: 'حجوزاتي',
    viewBooking: 'عرض الحجز',
    past: 'السابقة',
  },
} as const

const consumerHeaders = (user: SignedInUser, locale: Locale) => ({
  authorization: `Bearer ${user.access_token}`,
  'app-version': '68',
  locale,
})

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string>,
) {
  const response = await request.post(`${apiUrl}${path}`, { data, headers })
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

/** A day some weeks ahead, so the early-purchase discount and the payment window never get in the way. */
const travelDate = () => new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)

/** A bus ticket Riyadh → Dammam in `fareFamily` for one adult, paid with urpay and its texted code. */
async function paidBusTicket(
  request: APIRequestContext,
  user: SignedInUser,
  fareFamily: 'regular' | 'value',
  locale: Locale,
) {
  const headers = consumerHeaders(user, locale)
  const date = travelDate()
  const times = await post<{ refId: string; departures: { id: string; class: string }[] }>(
    request,
    '/REST/API/bus_times',
    { from: 'riyadh', to: 'dammam', date, adults: 1 },
    headers,
  )
  const departureId = times.departures.find((departure) => departure.class === 'standard')!.id
  await post(request, '/REST/API/getFlexiFares', { refId: times.refId, departureId }, headers)
  const born = `${Number(date.slice(0, 4)) - 35}${date.slice(4)}`
  const { booking } = await post<{
    booking: { uuid: string; orderId: string; amount: { amount: number; currency: string } }
  }>(
    request,
    '/api/v2/buses/saveOrders',
    {
      refId: times.refId,
      departureId,
      fareFamily,
      passengers: [
        {
          type: 'adult',
          prefix: 'Mrs.',
          gender: 'female',
          firstName: 'Huda',
          lastName: 'Alharbi',
          nationality: 'SA',
          dateOfBirth: born,
          nationalId: '1023456781',
        },
      ],
      contact: { email: 'huda@example.com', phone: '+966 55 123 4567' },
    },
    headers,
  )
  const phone = freshPhone()
  const payment = { uuid: booking.uuid, amount: booking.amount, method: 'urpay' }
  const started = await post<{ payment: { orderRef: string } }>(
    request,
    '/api/v2/financial/process',
    { ...payment, idempotencyKey: crypto.randomUUID(), mobile: phone },
    headers,
  )
  const outbox = (await (
    await request.get(`${apiUrl}/dev/outbox?to=${encodeURIComponent(phone)}`)
  ).json()) as { messages: { body: string }[] }
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]!.body)![1]
  await post(
    request,
    '/api/v2/financial/process',
    { ...payment, idempotencyKey: crypto.randomUUID(), orderRef: started.payment.orderRef, otp },
    headers,
  )
  return booking
}

/** A booking's own page, through its card's link in My Bookings. */
async function openFromMyBookings(page: Page, w: (typeof words)[Locale], orderId: string) {
  await page.goto(`${w.prefix}/bookings`)
  await waitForApp(page)
  await page
    .getByRole('article')
    .filter({ hasText: orderId })
    .getByRole('link', { name: w.viewBooking })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
}

/** Console errors of the page, which the test expects to stay empty. */
function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test(`cancels a bus ticket from its page and from My Bookings; a non-refundable fare goes to support (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const errors = watchConsole(page)
    const user = await createUser(request)
    const [regular, value, another] = [
      await paidBusTicket(request, user, 'regular', locale),
      await paidBusTicket(request, user, 'value', locale),
      await paidBusTicket(request, user, 'regular', locale),
    ]
    await signInAs(page, user)

    // A Regular fare, from its booking page (opened from My Bookings, as a traveller gets there): the
    // quote, then the refund's steps.
    await openFromMyBookings(page, w, regular.orderId)
    await expect(page.getByRole('heading', { level: 1, name: w.booking })).toBeVisible()
    await expectAccessible(page, `bus booking with cancel ${locale}`)
    await page.getByRole('button', { name: w.cancel, exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: w.dialog })
    await expect(dialog.getByText(w.regularRule)).toBeVisible()
    await expect(dialog.getByText(w.paidTo)).toBeVisible()
    await expectAccessible(page, `cancel dialog ${locale}`)
    await shotBothWidths(page, 'cancellation', 'dialog', locale)
    await dialog.getByRole('button', { name: w.yes }).click()
    await expect(dialog).toBeHidden()
    const tracker = page.getByRole('region', { name: w.refundHeading })
    await expect(tracker.getByRole('listitem').filter({ hasText: w.byYou })).toHaveCount(2)
    await expect(page.getByText(w.refundInProgress).first()).toBeVisible()
    await expect(page.getByRole('button', { name: w.cancel, exact: true })).toHaveCount(0)
    await expectAccessible(page, `refund tracker ${locale}`)
    await shotBothWidths(page, 'cancellation', 'tracker', locale)

    // A Value fare cannot be cancelled online: the reason, and a request to support.
    await openFromMyBookings(page, w, value.orderId)
    await page.getByRole('button', { name: w.cancel, exact: true }).click()
    const refused = page.getByRole('alertdialog', { name: w.dialog })
    await expect(refused.getByText(w.notAllowed)).toBeVisible()
    await expect(refused.getByText(w.valueRule)).toBeVisible()
    await expect(refused.getByRole('button', { name: w.yes })).toHaveCount(0)
    await expect(refused.getByRole('link', { name: w.askSupport })).toHaveAttribute(
      'href',
      `${w.prefix}/support/create?order=${value.uuid}&issue=cancellation_refund`,
    )
    await expectAccessible(page, `cancel refused dialog ${locale}`)
    await shotBothWidths(page, 'cancellation', 'dialog-refused', locale)
    await refused.getByRole('button', { name: w.close, exact: true }).first().click()

    // From My Bookings' card: the same dialog, then the list moves the ticket to Past.
    await page.goto(`${w.prefix}/bookings`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: w.bookings })).toBeVisible()
    const card = page.getByRole('article').filter({ hasText: another.orderId })
    await card.getByRole('button', { name: w.cancel }).click()
    const fromList = page.getByRole('alertdialog', { name: w.dialog })
    await expect(fromList.getByText(w.regularRule)).toBeVisible()
    await expectAccessible(page, `cancel dialog from my bookings ${locale}`)
    await fromList.getByRole('button', { name: w.yes }).click()
    await expect(fromList).toBeHidden()
    await expect(card).toHaveCount(0)
    await page.getByRole('tab', { name: w.past }).click()
    await expect(
      page.getByRole('article').filter({ hasText: another.orderId }).filter({ hasText: w.refundInProgress }),
    ).toHaveCount(1)
    await expectAccessible(page, `my bookings after a cancellation ${locale}`)
    expect(errors).toEqual([])
  })
}
