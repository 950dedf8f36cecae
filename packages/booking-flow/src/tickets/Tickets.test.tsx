import { I18nProvider } from '@lingui/react'
import { activateLocale, createI18n } from '@rihla/i18n'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import QRCode from 'qrcode'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookingFlowCatalog } from '../catalog'
import { PRINTING_ATTRIBUTE } from './printTicket'
import { sampleTickets } from './sampleTickets'
import { Tickets } from './Tickets'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function show(locale: 'en' | 'ar', props = sampleTickets) {
  const i18n = createI18n()
  await activateLocale(i18n, locale, [bookingFlowCatalog])
  render(
    <I18nProvider i18n={i18n}>
      <Tickets {...props} />
    </I18nProvider>,
  )
}

const svgOf = (img: HTMLElement) => decodeURIComponent(img.getAttribute('src')!.split(',')[1]!)

describe('Tickets', () => {
  it('gives each traveller a ticket whose QR code encodes their signed reference', async () => {
    await show('en')
    const tickets = screen.getAllByRole('article')
    expect(tickets).toHaveLength(4)
    const first = within(tickets[0]!)
    expect(first.getByRole('heading').textContent).toBe('Ticket 1 of 4: Sara Alharbi')
    expect(first.getByText('Coach 3, seat 12A')).toBeTruthy()
    expect(first.getByText('Changes up to 24 hours before departure')).toBeTruthy()
    const reference = sampleTickets.tickets[0]!.reference!
    const expected = await QRCode.toString(reference, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    expect(svgOf(first.getByRole('img', { name: 'QR code of the ticket of Sara Alharbi' }))).toBe(expected)
    expect(within(tickets[3]!).getByText("No seat: on an adult's lap")).toBeTruthy()
  })

  it('speaks Arabic', async () => {
    await show('ar')
    const first = within(screen.getAllByRole('article')[0]!)
    expect(first.getByRole('heading').textContent).toBe('التذكرة 1 من 4: Sara Alharbi')
    expect(first.getByText('العربة 3، المقعد 12A')).toBeTruthy()
  })

  it('prints one ticket alone', async () => {
    await show('en')
    // happy-dom has no print dialog.
    const print = vi.fn(() => {
      expect(document.documentElement.hasAttribute(PRINTING_ATTRIBUTE)).toBe(true)
      expect(document.querySelectorAll(`li[${PRINTING_ATTRIBUTE}]`)).toHaveLength(1)
      expect(document.querySelector(`li[${PRINTING_ATTRIBUTE}] h3`)?.textContent).toContain('Omar Alharbi')
    })
    Object.assign(window, { print })
    // Each ticket's buttons say what they do and are described by the ticket they act on.
    const omar = screen.getByRole('article', { name: /Omar Alharbi/ })
    await userEvent.click(within(omar).getByRole('button', { name: 'Print', description: /Omar Alharbi/ }))
    expect(print).toHaveBeenCalledOnce()
    window.dispatchEvent(new Event('afterprint'))
    expect(document.documentElement.hasAttribute(PRINTING_ATTRIBUTE)).toBe(false)
  })

  it('downloads a ticket as an SVG file', async () => {
    await show('en')
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:ticket')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Download', description: /Lina Alharbi/ }))
    expect(click).toHaveBeenCalledOnce()
    const file = await createObjectURL.mock.calls[0]![0].text()
    expect(file).toContain('Ticket 3 of 4: Lina Alharbi')
    expect(file).toContain(sampleTickets.tickets[2]!.reference!)
  })

  it('shows no code before the booking is paid', async () => {
    await show('en', {
      ...sampleTickets,
      tickets: sampleTickets.tickets.map((t) => ({ ...t, reference: null })),
    })
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.getAllByText("The ticket's QR code is issued once the booking is paid.")).toHaveLength(4)
  })
})
