import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { shotBothWidths } from './journey'
import { createUser, signInAs } from './session'
import { apiUrl } from './support'
import { AGENTS, collectConsoleErrors, pageAs, seededSession, supportChannelSubscribed } from './supportChat'

// Cancellation through support (issue 17), in English and Arabic: a traveller asks to cancel a Confirmed
// bus booking, an agent approves the cancellation at the desk after seeing its fee and refund, and the
// traveller's request shows the booking Refund In Progress and its refund, live, with the agent's message.

const words = {
  en: {
    prefix: '',
    issue: 'What do you need help with?',
    cancellation: 'Cancellation and refund',
    bookingLabel: 'Booking',
    booking: /^Bus · Riyadh to Dammam · /,
    description: 'Description',
    send: 'Send request',
    open: (ticket: string) => `Open chat ${ticket}`,
    approve: 'Approve cancellation',
    dialog: 'Approve the cancellation?',
    refundTo: 'Refunded to',
    confirm: 'Cancel booking and refund',
    confirmed: 'Confirmed',
    refunding: 'Refund In Progress',
    agentSays: /Your booking RH-[A-Z0-9-]+ is cancelled\./,
    text: 'Please cancel this trip, my plans changed.',
  },
  ar: {
    prefix: '/ar',
    issue: 'بماذا تحتاج إلى مساعدة؟',
    cancellation: 'الإلغاء والاسترداد',
    bookingLabel: 'الحجز',
    booking: /^حافلة · الرياض إلى الدمام · /,
    description: 'الوصف',
    send: 'إرسال الطلب',
    open: (ticket: string) => `فتح المحادثة ${ticket}`,
    approve: 'الموافقة على الإلغاء',
    dialog: 'الموافقة على الإلغاء؟',
    refundTo: 'يُسترد إلى',
    confirm: 'إلغاء الحجز واسترداد المبلغ',
    confirmed: 'مؤكد',
    refunding: 'الاسترداد قيد التنفيذ',
    agentSays: /تم إلغاء حجزك RH-[A-Z0-9-]+\./,
    text: 'أرجو إلغاء هذه الرحلة، فقد تغيرت خططي.',
  },
} as const

async function choose(page: Page, label: string, option: string | RegExp) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await page.getByRole('button', { name: new RegExp(escaped) }).click()
  await page.getByRole('option', { name: option }).click()
}

for (const [index, locale] of (['en', 'ar'] as const satisfies readonly Locale[]).entries()) {
  test(`an agent approves a cancellation and the traveller sees the refund begin, live (${locale})`, async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.setTimeout(150_000)
    const t = words[locale]
    const travellerErrors = collectConsoleErrors(context)
    // A traveller of their own with the sample bookings, a Confirmed bus trip among them.
    const traveller = await createUser(request)
    const given = await request.post(`${apiUrl}/dev/bookings`, {
      headers: { authorization: `Bearer ${traveller.access_token}` },
    })
    expect(given.status()).toBe(201)
    const agent = await seededSession(request, AGENTS[index]!)
    await signInAs(page, traveller)
    const travellerListening = supportChannelSubscribed(page)

    // The booking pages link here with the issue chosen.
    await page.goto(`${t.prefix}/support/create?issue=cancellation_refund`)
    await waitForApp(page)
    await expect(page.getByRole('button', { name: new RegExp(t.cancellation) })).toBeVisible()
    await choose(page, t.bookingLabel, t.booking)
    await page.getByRole('textbox', { name: t.description }).fill(t.text)
    await page.getByRole('button', { name: t.send }).click()
    await page.waitForURL(/\/support\/chat\//)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(/RS-\d+/)
    const ticket = /RS-\d+/.exec((await heading.textContent()) ?? '')![0]
    const header = page.locator('header').filter({ has: heading })
    await expect(header.getByText(t.confirmed, { exact: true })).toBeVisible()
    await travellerListening
    await page.evaluate(() => {
      ;(window as unknown as { rihlaSamePage: boolean }).rihlaSamePage = true
    })

    // The agent opens it at the desk and approves the cancellation after reading its figures.
    const agentContext = await browser.newContext()
    const agentErrors = collectConsoleErrors(agentContext)
    const desk = await pageAs(agentContext, agent)
    await desk.goto(`${t.prefix}/support/desk?issue=cancellation_refund`)
    await waitForApp(desk)
    await desk
      .getByRole('article')
      .filter({ hasText: ticket })
      .getByRole('link', { name: t.open(ticket) })
      .click()
    await desk.getByRole('button', { name: t.approve }).click()
    const dialog = desk.getByRole('alertdialog', { name: t.dialog })
    await expect(dialog.getByText(t.refundTo)).toBeVisible()
    await expectAccessible(desk, `approve cancellation dialog ${locale}`)
    await shotBothWidths(desk, 'support', 'desk-approve-cancellation', locale)
    await dialog.getByRole('button', { name: t.confirm }).click()
    await expect(dialog).toHaveCount(0)
    await expect(desk.getByText(t.refunding, { exact: true }).first()).toBeVisible()

    // The traveller's page, without a reload: the booking is Refund In Progress, the agent says so.
    await expect(header.getByText(t.refunding, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('log').getByText(t.agentSays)).toBeVisible()
    const samePage = await page.evaluate(
      () => (window as unknown as { rihlaSamePage?: boolean }).rihlaSamePage,
    )
    expect(samePage).toBe(true)
    await expectAccessible(page, `traveller chat refund in progress ${locale}`)
    await shotBothWidths(page, 'support', 'chat-refund-in-progress', locale)

    expect(travellerErrors).toEqual([])
    expect(agentErrors).toEqual([])
    await agentContext.close()
  })
}
