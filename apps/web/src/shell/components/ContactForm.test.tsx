import type { ContactRequest, ResponseOf } from '@rihla/api-contract'
import { ApiError } from '@rihla/api-clients'
import { SOLVED_CAPTCHA } from '@rihla/account/testing'
import { mergeSlugs } from '@rihla/core/routing'
import { renderApp, resetApp, siteHandlers } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fragments, routeTree } from '../../router'

// The proof of work cannot run here; a checkbox stands in for the widget and hands over a solution.
vi.mock('@rihla/account', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Captcha: (await import('@rihla/account/testing')).FakeCaptcha,
}))

const english = {
  fullName: /Full name/,
  email: /Email/,
  message: /Message/,
  captcha: /Security check/,
  submit: 'Send message',
}
const arabic = {
  fullName: /الاسم الكامل/,
  email: /البريد الإلكتروني/,
  message: /الرسالة/,
  captcha: /التحقق الأمني/,
  submit: 'إرسال الرسالة',
}
type Labels = typeof english

type ContactHandler = (input: { body?: unknown }) => ResponseOf<'contact'>

const sent: ContactRequest[] = []
const accept: ContactHandler = ({ body }) => {
  sent.push(body as ContactRequest)
  return { id: 'msg_1', message: 'Thank you for contacting us. Our team will reply within one business day.' }
}

async function openContactPage(path: string, contact: ContactHandler = accept, labels: Labels = english) {
  // Keystrokes without a pause between them: the form reacts to each one all the same.
  const user = userEvent.setup({ delay: null })
  await renderApp(path, {
    routeTree,
    handlers: siteHandlers({ contact }, ['contact-us']),
    catalogs: fragments.map((fragment) => fragment.catalog),
    slugs: mergeSlugs(fragments.map((fragment) => fragment.slugs)),
  })
  // The form loads in its own chunk once the page is on screen; a busy machine takes a moment.
  const form = await screen.findByRole('form', { name: /Contact form|نموذج التواصل/ }, { timeout: 10_000 })
  const field = (name: RegExp) => within(form).getByRole('textbox', { name })
  return {
    user,
    fullName: field(labels.fullName),
    email: field(labels.email),
    message: field(labels.message),
    captcha: () => within(form).getByRole('checkbox', { name: labels.captcha }),
    captchaGroup: () => within(form).getByRole('group', { name: labels.captcha }),
    submit: () => user.click(within(form).getByRole('button', { name: labels.submit })),
  }
}

/** The error message a field announces: the text of what describes it, or null when it is valid. */
function errorOf(field: HTMLElement) {
  if (field.getAttribute('aria-invalid') !== 'true') return null
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return (
    ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim() || null
  )
}

type ContactPage = Awaited<ReturnType<typeof openContactPage>>

/** Pastes each value into its field: one change per field, as a password manager or autofill makes. */
async function fill(page: ContactPage, value: ContactRequest) {
  for (const name of ['fullName', 'email', 'message'] as const) {
    await page.user.click(page[name])
    await page.user.paste(value[name])
  }
  if (value.captcha) await page.user.click(page.captcha())
}

const aisha: ContactRequest = {
  fullName: 'Aisha Alharbi',
  email: 'aisha@example.com',
  message: 'Can I change my Riyadh to Jeddah flight to the next day?',
  captcha: SOLVED_CAPTCHA,
}

beforeEach(() => {
  sent.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('ContactForm validation', () => {
  it('shows the spec’s required-field messages and sends nothing', async () => {
    const page = await openContactPage('/contact-us')
    await page.submit()
    await waitFor(() => expect(errorOf(page.fullName)).toBe('Name is required'))
    expect(errorOf(page.email)).toBe('Email is required')
    expect(errorOf(page.message)).toBe('Message is required')
    expect(page.captchaGroup().textContent).toContain('Captcha is required')
    expect(sent).toEqual([])
  })

  it('asks for the captcha when everything else is filled in', async () => {
    const page = await openContactPage('/contact-us')
    await fill(page, { ...aisha, captcha: '' })
    await page.submit()
    await waitFor(() => expect(page.captchaGroup().textContent).toContain('Captcha is required'))
    expect(sent).toEqual([])
    await page.user.click(page.captcha())
    await waitFor(() => expect(page.captchaGroup().textContent).not.toContain('Captcha is required'))
    await page.submit()
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(sent).toEqual([aisha])
  })

  it('shows them in Arabic on the Arabic page', async () => {
    const page = await openContactPage('/ar/اتصل-بنا', accept, arabic)
    await page.submit()
    await waitFor(() => expect(errorOf(page.fullName)).toBe('الاسم مطلوب'))
    expect(errorOf(page.email)).toBe('البريد الإلكتروني مطلوب')
    expect(errorOf(page.message)).toBe('الرسالة مطلوبة')
    expect(page.captchaGroup().textContent).toContain('رمز التحقق مطلوب')
  })

  it.each([
    ['Al', 'Name must be at least 3 characters long'],
    ['R2D2 Unit', 'Name cannot contain special characters or numbers'],
  ])('rejects the name %j: %s', async (name, expected) => {
    const page = await openContactPage('/contact-us')
    await fill(page, { ...aisha, fullName: name })
    await page.submit()
    await waitFor(() => expect(errorOf(page.fullName)).toBe(expected))
    expect(errorOf(page.email)).toBeNull()
    expect(sent).toEqual([])
  })

  it('rejects an email address that is not one', async () => {
    const page = await openContactPage('/contact-us')
    await fill(page, { ...aisha, email: 'aisha@' })
    await page.submit()
    await waitFor(() => expect(errorOf(page.email)).toBe('Please enter a valid email address'))
  })

  it('stays quiet while the visitor types before the first submit', async () => {
    const page = await openContactPage('/contact-us')
    await page.user.type(page.fullName, 'A')
    await page.user.tab()
    expect(errorOf(page.fullName)).toBeNull()
  })

  it('re-checks a field as the visitor corrects it after a submit', async () => {
    const page = await openContactPage('/contact-us')
    await page.submit()
    await waitFor(() => expect(errorOf(page.fullName)).toBe('Name is required'))

    await page.user.type(page.fullName, 'Ai')
    expect(errorOf(page.fullName)).toBe('Name must be at least 3 characters long')
    await page.user.type(page.fullName, 'sha')
    expect(errorOf(page.fullName)).toBeNull()
    // The fields not touched keep their messages.
    expect(errorOf(page.email)).toBe('Email is required')
  })
})

describe('ContactForm sending', () => {
  it('sends the message and thanks the visitor by name', async () => {
    const page = await openContactPage('/contact-us')
    await fill(page, aisha)
    await page.submit()

    const thanks = await screen.findByRole('status')
    expect(within(thanks).getByRole('heading').textContent).toBe('Thank you, Aisha Alharbi')
    expect(thanks.textContent).toContain(
      'We have received your message and will reply to aisha@example.com within one working day.',
    )
    expect(sent).toEqual([aisha])
    expect(screen.queryByRole('form', { name: 'Contact form' })).toBeNull()

    await page.user.click(within(thanks).getByRole('button', { name: 'Send another message' }))
    const again = await screen.findByRole('form', { name: 'Contact form' })
    const fullName = within(again).getByRole('textbox', { name: /Full name/ })
    expect(fullName).toHaveProperty('value', '')
    // A new message starts like the first: no messages until it is submitted.
    await page.user.type(fullName, 'A')
    expect(errorOf(fullName)).toBeNull()
  })

  it('puts the server’s field errors of a 400 under their fields', async () => {
    const page = await openContactPage('/contact-us', () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'The request is not valid',
        fieldErrors: {
          email: 'Please enter a valid email address',
          message: 'Message must be 2000 characters or fewer',
        },
        endpoint: 'contact',
      })
    })
    await fill(page, aisha)
    await page.submit()
    await waitFor(() => expect(errorOf(page.email)).toBe('Please enter a valid email address'))
    expect(errorOf(page.message)).toBe('Message must be 2000 characters or fewer')
    expect(errorOf(page.fullName)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the server’s field errors in Arabic on the Arabic page', async () => {
    const page = await openContactPage(
      '/ar/اتصل-بنا',
      () => {
        throw new ApiError({
          kind: 'http',
          status: 400,
          message: 'الطلب غير صحيح',
          fieldErrors: { email: 'يرجى إدخال بريد إلكتروني صحيح' },
          endpoint: 'contact',
        })
      },
      arabic,
    )
    await fill(page, aisha)
    await page.submit()
    await waitFor(() => expect(errorOf(page.email)).toBe('يرجى إدخال بريد إلكتروني صحيح'))
  })

  it('lets the visitor correct a field the server rejected', async () => {
    let reject = true
    const page = await openContactPage('/contact-us', (input) => {
      if (!reject) return accept(input)
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'The request is not valid',
        fieldErrors: { email: 'Please enter a valid email address' },
        endpoint: 'contact',
      })
    })
    await fill(page, { ...aisha, email: 'aisha@example.con' })
    await page.submit()
    await waitFor(() => expect(errorOf(page.email)).toBe('Please enter a valid email address'))

    reject = false
    await page.user.clear(page.email)
    await page.user.type(page.email, aisha.email)
    expect(errorOf(page.email)).toBeNull()
    // The refused request used up the captcha solution: the check starts again.
    expect(page.captcha()).toHaveProperty('checked', false)
    await page.user.click(page.captcha())
    await page.submit()
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(sent).toEqual([aisha])
  })

  it('says when the message could not be sent for lack of a connection, and keeps what was typed', async () => {
    const page = await openContactPage('/contact-us', () => {
      throw new ApiError({ kind: 'network', message: 'The server could not be reached', endpoint: 'contact' })
    })
    await fill(page, aisha)
    await page.submit()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'We could not send your message. Please check your connection and try again.',
    )
    expect(page.message).toHaveProperty('value', aisha.message)
  })

  it('says it in Arabic on the Arabic page', async () => {
    const page = await openContactPage(
      '/ar/اتصل-بنا',
      () => {
        throw new ApiError({ kind: 'timeout', message: 'The request timed out', endpoint: 'contact' })
      },
      arabic,
    )
    await fill(page, aisha)
    await page.submit()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تعذّر إرسال رسالتك. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    )
  })

  it('shows the server’s message when it refuses for another reason', async () => {
    const page = await openContactPage('/contact-us', () => {
      throw new ApiError({
        kind: 'http',
        status: 429,
        message: 'Too many requests, please try again later',
        endpoint: 'contact',
      })
    })
    await fill(page, aisha)
    await page.submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please try again later')
  })
})
