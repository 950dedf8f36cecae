import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'
import type { Locale } from './fixtures'
import { createUser, signInAs } from './session'
import type { SignedInUser } from './session'
import { apiUrl } from './support'

const TEXT = {
  en: {
    path: '/bookings',
    title: 'Jeddah Corniche hotel, 2 nights',
    pending: 'Pending',
    confirmed: 'Confirmed',
    empty: 'No Record Found',
    past: 'Past',
  },
  ar: {
    path: '/ar/bookings',
    title: 'فندق كورنيش جدة، ليلتان',
    pending: 'قيد الانتظار',
    confirmed: 'مؤكد',
    empty: 'لم يتم العثور على سجلات',
    past: 'السابقة',
  },
} as const

/** A Pending hotel booking the user chose to pay by bank transfer: its transfer reference. */
async function awaitingTransfer(request: APIRequestContext, user: SignedInUser) {
  const headers = { authorization: `Bearer ${user.access_token}` }
  const created = await request.post(`${apiUrl}/dev/bookings/create`, {
    headers,
    data: { type: 'hotel', amount: 84_000, currency: 'SAR', expiresInSeconds: 6 * 3600 },
  })
  expect(created.status()).toBe(201)
  const { booking } = (await created.json()) as { booking: { uuid: string; amount: unknown } }
  const processed = await request.post(`${apiUrl}/api/v2/financial/process?sdk=force`, {
    headers,
    data: {
      uuid: booking.uuid,
      idempotencyKey: randomUUID(),
      amount: booking.amount,
      method: 'bank_transfer',
    },
  })
  expect(processed.ok(), await processed.text()).toBe(true)
  const { payment } = (await processed.json()) as { payment: { bankTransfer: { reference: string } } }
  return payment.bankTransfer.reference
}

for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
  test(`My Bookings shows a booking confirmed elsewhere without a reload (${locale})`, async ({
    page,
    request,
  }) => {
    const text = TEXT[locale]
    const user = await createUser(request)
    const reference = await awaitingTransfer(request, user)
    await signInAs(page, user)

    // The page's realtime connection goes straight to the API (the site does not proxy WebSockets).
    let socketUrl = ''
    const listening = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        socketUrl = ws.url()
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve()
        })
      })
    })
    await page.goto(text.path)
    await waitForApp(page)
    const card = page.getByRole('article', { name: text.title })
    await expect(card.getByText(text.pending, { exact: true })).toBeVisible()
    // Pusher has no replay: the transfer is recorded once the page listens on the user's channel.
    await listening
    expect(new URL(socketUrl).port).toBe(new URL(apiUrl).port)
    await expectAccessible(page, `bookings awaiting transfer ${locale}`)
    await screenshot(page, `realtime-bookings-pending-${locale}`)

    // Marks this document: a reload or navigation would start a fresh one without the mark.
    await page.evaluate(() => {
      ;(window as unknown as { rihlaSamePage: boolean }).rihlaSamePage = true
    })
    // The bank's side: the operator records the transfer, and the server confirms the booking.
    const recorded = await request.post(`${apiUrl}/dev/payments/bank-transfers`, { data: { reference } })
    expect(recorded.ok(), await recorded.text()).toBe(true)

    // Paid and with no travel date, the booking leaves Upcoming as soon as the server says so…
    await expect(card).toHaveCount(0)
    await expect(page.getByRole('heading', { name: text.empty })).toBeVisible()
    await expectAccessible(page, `bookings upcoming after live update ${locale}`)
    await screenshot(page, `realtime-bookings-updated-${locale}`)
    // …and is under Past, confirmed; all in the same document.
    await page.getByRole('tab', { name: text.past }).click()
    await expect(card.getByText(text.confirmed, { exact: true })).toBeVisible()
    const samePage = await page.evaluate(
      () => (window as unknown as { rihlaSamePage?: boolean }).rihlaSamePage,
    )
    expect(samePage).toBe(true)
    await expectAccessible(page, `bookings past confirmed ${locale}`)
    await screenshot(page, `realtime-bookings-confirmed-${locale}`)
  })
}
