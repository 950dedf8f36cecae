import { I18nProvider } from '@lingui/react'
import { ApiError } from '@rihla/api-clients'
import { activateLocale, createI18n } from '@rihla/i18n'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookingFlowCatalog } from '../catalog'
import { sampleCoaches } from './sampleCoaches'
import { SeatSelection } from './SeatSelection'

afterEach(() => cleanup())

/** The step as a vertical uses it: the server's held seats come back into the map. */
function Harness({ count, hold }: { count: number; hold: (seats: string[]) => Promise<unknown> }) {
  const [held, setHeld] = useState<string[]>([])
  return (
    <SeatSelection
      areas={sampleCoaches(held)}
      areasLabel="Coaches"
      mapLabel={(area) => `Seats in ${area.name}`}
      count={count}
      held={held}
      onHold={(seats) => hold(seats).then(() => setHeld(seats))}
      seatLabel={(seat) => `Seat ${seat.id}${seat.state === 'taken' ? ', taken' : ''}`}
      legend={[{ state: 'available', label: 'Free' }]}
    />
  )
}

async function show(
  locale: 'en' | 'ar',
  count: number,
  hold = vi.fn((_seats: string[]) => Promise.resolve()),
) {
  const i18n = createI18n()
  await activateLocale(i18n, locale, [bookingFlowCatalog])
  render(
    <I18nProvider i18n={i18n}>
      <Harness count={count} hold={hold} />
    </I18nProvider>,
  )
  return hold
}

describe('SeatSelection', () => {
  it('holds one seat per seated traveller, chosen by keyboard, and refuses one more', async () => {
    const user = userEvent.setup()
    const hold = await show('en', 2)
    // The first coach with a free seat is open; its one tab stop rests on its first seat.
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Coach 1')
    await user.click(screen.getByRole('button', { name: 'Seat 1-1B' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 of 2 seats chosen: 1-1B'))
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(hold).toHaveBeenLastCalledWith(['1-1B', '1-2B']))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('2 of 2 seats chosen: 1-1B, 1-2B'),
    )
    await user.click(screen.getByRole('button', { name: 'Seat 1-3D' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'You have chosen 2 seats, one per seated traveller. Choose one of yours again to free it first.',
    )
    expect(hold).toHaveBeenCalledTimes(2)
    // Pressing a chosen seat lets it go.
    await user.click(screen.getByRole('button', { name: 'Seat 1-1B' }))
    await waitFor(() => expect(hold).toHaveBeenLastCalledWith(['1-2B']))
  })

  it('shows seats in another coach and says in Arabic what the server refused', async () => {
    const user = userEvent.setup()
    const hold = vi.fn(() =>
      Promise.reject(
        new ApiError({
          kind: 'http',
          status: 409,
          message: 'تم حجز هذا المقعد',
          endpoint: 'railwaysSeatmap',
        }),
      ),
    )
    await show('ar', 1, hold)
    await user.click(screen.getByRole('tab', { name: /Coach 2/ }))
    await user.click(screen.getByRole('button', { name: 'Seat 2-1A' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('تم حجز هذا المقعد'))
    expect(screen.getByRole('status').textContent).toBe('0 من 1 مقاعد مختارة')
  })

  it('words a failure without a message in the traveller language', async () => {
    const user = userEvent.setup()
    await show(
      'ar',
      1,
      vi.fn(() => Promise.reject(new Error('offline'))),
    )
    await user.click(screen.getByRole('button', { name: 'Seat 1-1B' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('تعذّر حجز المقعد. يرجى المحاولة مرة أخرى.'),
    )
  })
})
