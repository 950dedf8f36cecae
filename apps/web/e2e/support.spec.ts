import type { Locator, Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { shotBothWidths } from './journey'
import { signInAs } from './session'
import {
  AGENTS,
  DEMO_TRAVELLER,
  PNG,
  collectConsoleErrors,
  pageAs,
  seededSession,
  supportChannelSubscribed,
} from './supportChat'

// Support (issue 17) in English and Arabic, with two people at once: the demo traveller asks about one
// of their bookings with a photo attached, an agent takes it from the desk's queue, and they chat live
// both ways (typing shown, a canned reply, read receipts); the traveller's connection drops while the
// agent writes, and every message shows exactly once after it resumes; the agent closes the request, the
// traveller sees it read-only and reopens it. axe runs on every page and open dialog or menu.

const words = {
  en: {
    prefix: '',
    myRequests: 'My Requests',
    newRequest: 'New request',
    required: 'This field is required',
    issue: 'What do you need help with?',
    issueChoice: 'Change my booking',
    bookingLabel: 'Booking',
    booking: /^Hotel · 2 nights in Riyadh · /,
    description: 'Description',
    attach: 'Attach files',
    uploaded: 'Uploaded',
    send: 'Send request',
    queue: 'Support desk',
    assign: (ticket: string) => `Assign to me, ${ticket}`,
    assignedToYou: 'Assigned to you',
    open: (ticket: string) => `Open chat ${ticket}`,
    message: 'Message',
    sendMessage: 'Send',
    agentTyping: 'Agent is typing…',
    travellerTyping: 'Traveller is typing…',
    canned: 'Canned replies',
    greeting: 'Greeting',
    greetingText: 'Hello, thank you for contacting Rihla support. I am looking into your request now.',
    read: 'Read',
    status: 'Request status',
    closed: 'Closed',
    open_: 'Open',
    reopen: 'Reopen',
    closedNote: 'This request is closed. Reopen it to write to us again.',
    agentsOnly: 'Only support agents can do this',
    text: {
      description: 'Please move my stay by one day; the receipt is attached.',
      fromAgent: 'Your new dates are available. Shall I change them?',
      fromTraveller: 'نعم من فضلك، شكرًا',
    },
  },
  ar: {
    prefix: '/ar',
    myRequests: 'طلباتي',
    newRequest: 'طلب جديد',
    required: 'هذا الحقل مطلوب',
    issue: 'بماذا تحتاج إلى مساعدة؟',
    issueChoice: 'تعديل حجزي',
    bookingLabel: 'الحجز',
    booking: /^حافلة · الرياض إلى الدمام · /,
    description: 'الوصف',
    attach: 'إرفاق ملفات',
    uploaded: 'تم الرفع',
    send: 'إرسال الطلب',
    queue: 'مكتب الدعم',
    assign: (ticket: string) => `إسناده إليّ، ${ticket}`,
    assignedToYou: 'مُسند إليك',
    open: (ticket: string) => `فتح المحادثة ${ticket}`,
    message: 'الرسالة',
    sendMessage: 'إرسال',
    agentTyping: 'الموظف يكتب…',
    travellerTyping: 'المسافر يكتب…',
    canned: 'ردود جاهزة',
    greeting: 'ترحيب',
    greetingText: 'مرحبًا، شكرًا لتواصلك مع دعم رحلة. أعمل الآن على طلبك.',
    read: 'مقروءة',
    status: 'حالة الطلب',
    closed: 'مغلق',
    open_: 'مفتوح',
    reopen: 'إعادة فتح',
    closedNote: 'هذا الطلب مغلق. أعد فتحه لتراسلنا من جديد.',
    agentsOnly: 'هذا الإجراء متاح لموظفي الدعم فقط',
    text: {
      description: 'أرجو تغيير موعد رحلة الحافلة إلى اليوم التالي، والإيصال مرفق.',
      fromAgent: 'The next day has seats. Shall I move you?',
      fromTraveller: 'Yes please, thank you',
    },
  },
} as const

/** Picks an option of a react-aria Select by the visible label of its button. */
async function choose(page: Page, label: string, option: string | RegExp) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await page.getByRole('button', { name: new RegExp(escaped) }).click()
  await page.getByRole('option', { name: option }).click()
}

const messages = (page: Page) => page.getByRole('log')
const bubble = (log: Locator, text: string) => log.getByText(text, { exact: true })

async function write(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label })
  await box.fill(text)
  await box.press('Enter')
}

for (const [index, locale] of (['en', 'ar'] as const satisfies readonly Locale[]).entries()) {
  test(`a traveller and an agent chat live about a booking, through a dropped connection (${locale})`, async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const t = words[locale]
    const travellerErrors = collectConsoleErrors(context)
    const traveller = await seededSession(request, DEMO_TRAVELLER)
    const agent = await seededSession(request, AGENTS[index]!)
    await signInAs(page, traveller)
    // The page's one realtime connection opens with My Requests; the chat adds its request's channel.
    const travellerListening = supportChannelSubscribed(page)

    // My Requests, then a new request: the spec's messages first, then a booking, a description and a photo.
    await page.goto(`${t.prefix}/support`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: t.myRequests })).toBeVisible()
    await expectAccessible(page, `my requests ${locale}`)
    await shotBothWidths(page, 'support', 'my-requests', locale)
    await page.getByRole('link', { name: t.newRequest }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: t.newRequest })).toBeVisible()
    await page.getByRole('button', { name: t.send }).click()
    await expect(page.getByText(t.required).first()).toBeVisible()
    await expect(page.getByText(t.required)).toHaveCount(3)
    await expectAccessible(page, `new request refused ${locale}`)
    await shotBothWidths(page, 'support', 'new-request-errors', locale)

    await choose(page, t.issue, t.issueChoice)
    await choose(page, t.bookingLabel, t.booking)
    await expectAccessible(page, `new request chosen ${locale}`)
    await page.getByRole('textbox', { name: t.description }).fill(t.text.description)
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByText(t.uploaded, { exact: true })).toBeVisible()
    await shotBothWidths(page, 'support', 'new-request-filled', locale)
    await page.getByRole('button', { name: t.send }).click()

    // The request's chat: its first message is the description, with the photo.
    await page.waitForURL(/\/support\/chat\//)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(/RS-\d+/)
    const ticket = /RS-\d+/.exec((await heading.textContent()) ?? '')![0]
    const travellerLog = messages(page)
    await expect(bubble(travellerLog, t.text.description)).toBeVisible()
    await expect(travellerLog.getByRole('img', { name: 'receipt.png' })).toBeVisible()
    await travellerListening

    // The agent's desk: the request waits in the queue; the agent takes it and opens it.
    const agentContext = await browser.newContext()
    const agentErrors = collectConsoleErrors(agentContext)
    const desk = await pageAs(agentContext, agent)
    const agentListening = supportChannelSubscribed(desk)
    await desk.goto(`${t.prefix}/support/desk`)
    await waitForApp(desk)
    await expect(desk.getByRole('heading', { level: 1, name: t.queue })).toBeVisible()
    const card = desk.getByRole('article').filter({ hasText: ticket })
    await card.getByRole('button', { name: t.assign(ticket) }).click()
    await expect(card.getByText(t.assignedToYou)).toBeVisible()
    await expectAccessible(desk, `desk queue ${locale}`)
    await shotBothWidths(desk, 'support', 'desk-queue', locale)
    await card.getByRole('link', { name: t.open(ticket) }).click()
    const agentLog = messages(desk)
    await expect(bubble(agentLog, t.text.description)).toBeVisible()
    await expect(agentLog.getByRole('img', { name: 'receipt.png' })).toBeVisible()
    await agentListening
    // The agent read the description: the traveller sees it read.
    await expect(travellerLog.getByText(t.read, { exact: true }).first()).toBeVisible()

    // Live both ways: typing shows on the other side, then the message.
    await desk.getByRole('textbox', { name: t.message }).pressSequentially('Yes', { delay: 50 })
    await expect(page.getByText(t.agentTyping)).toBeVisible()
    await write(desk, t.message, t.text.fromAgent)
    await expect(bubble(travellerLog, t.text.fromAgent)).toBeVisible()
    await page.getByRole('textbox', { name: t.message }).pressSequentially('ok', { delay: 50 })
    await expect(desk.getByText(t.travellerTyping)).toBeVisible()
    await write(page, t.message, t.text.fromTraveller)
    await expect(bubble(agentLog, t.text.fromTraveller)).toBeVisible()

    // A canned reply in the agent's language goes into the composer.
    await desk.getByRole('button', { name: t.canned }).click()
    await expectAccessible(desk, `desk canned replies menu ${locale}`)
    await desk.getByRole('menuitem', { name: t.greeting }).click()
    await expect(desk.getByRole('textbox', { name: t.message })).toHaveValue(t.greetingText)
    await desk.getByRole('textbox', { name: t.message }).press('Enter')
    await expect(bubble(travellerLog, t.greetingText)).toBeVisible()
    await expectAccessible(desk, `desk chat ${locale}`)
    await shotBothWidths(desk, 'support', 'desk-chat', locale)
    await expectAccessible(page, `traveller chat ${locale}`)
    await shotBothWidths(page, 'support', 'chat', locale)

    // The traveller's connection drops while the agent writes three messages; after it comes back, each
    // shows once: pushed ones and fetched ones merge by id.
    await context.setOffline(true)
    const offline = [1, 2, 3].map((n) => `${t.text.fromAgent} (${n})`)
    for (const text of offline) {
      await write(desk, t.message, text)
      await expect(bubble(agentLog, text)).toBeVisible()
    }
    await context.setOffline(false)
    for (const text of offline) await expect(bubble(travellerLog, text)).toHaveCount(1, { timeout: 30_000 })
    await expect(bubble(travellerLog, t.text.fromAgent)).toHaveCount(1)
    await expect(bubble(travellerLog, t.greetingText)).toHaveCount(1)

    // The agent closes it: the traveller's chat turns read-only, live, and they reopen it.
    await choose(desk, t.status, t.closed)
    await expect(page.getByText(t.closedNote)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.message })).toHaveCount(0)
    await expectAccessible(page, `traveller chat closed ${locale}`)
    await shotBothWidths(page, 'support', 'chat-closed', locale)
    await page.getByRole('button', { name: t.reopen }).click()
    await expect(page.getByRole('textbox', { name: t.message })).toBeVisible()
    await expect(desk.getByRole('textbox', { name: t.message })).toBeVisible()

    // My Requests lists it with its booking and last message.
    await page.goto(`${t.prefix}/support`)
    const listed = page.getByRole('article').filter({ hasText: ticket })
    await expect(listed.getByText(t.open_, { exact: true })).toBeVisible()
    await expectAccessible(page, `my requests with one ${locale}`)

    // The desk is the agents': the traveller is refused with the server's words and sees no queue.
    await page.goto(`${t.prefix}/support/desk`)
    await expect(page.getByText(t.agentsOnly)).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    await expectAccessible(page, `desk refused ${locale}`)
    await shotBothWidths(page, 'support', 'desk-refused', locale)

    // The refused desk, and the calls the traveller's page tried while offline.
    const expectedRefusal = /status of 403|ERR_INTERNET_DISCONNECTED/
    expect(travellerErrors.filter((error) => !expectedRefusal.test(error))).toEqual([])
    expect(agentErrors).toEqual([])
    await agentContext.close()
  })
}
