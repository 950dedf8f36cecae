import { act, render, screen } from '@testing-library/react'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown } from './Countdown.tsx'

const timer = () => screen.getByRole('timer')

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds)
  })
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ticks down once per second from N seconds', () => {
    render(<Countdown seconds={5} formatLabel={(seconds) => `Go home in ${seconds}s`} />)
    expect(timer().textContent).toBe('Go home in 5s')
    advance(1000)
    expect(timer().textContent).toBe('Go home in 4s')
    advance(2000)
    expect(timer().textContent).toBe('Go home in 2s')
  })

  it('calls onComplete exactly once when it reaches zero', () => {
    const onComplete = vi.fn()
    render(<Countdown seconds={3} onComplete={onComplete} />)
    advance(2999)
    expect(onComplete).not.toHaveBeenCalled()
    advance(1)
    expect(onComplete).toHaveBeenCalledTimes(1)
    advance(10_000)
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(timer().textContent).toBe('0:00')
  })

  it('counts down to a target time, formatting minutes and seconds by default', () => {
    render(<Countdown to={new Date('2026-03-01T10:15:00Z')} />)
    expect(timer().textContent).toBe('15:00')
    advance(61_000)
    expect(timer().textContent).toBe('13:59')
  })

  it('shows hours when more than an hour is left', () => {
    render(<Countdown seconds={2 * 3600 + 65} />)
    expect(timer().textContent).toBe('2:01:05')
  })

  it('completes at once for a target already in the past', () => {
    const onComplete = vi.fn()
    render(<Countdown to={new Date('2026-03-01T09:00:00Z')} onComplete={onComplete} />)
    advance(0)
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(timer().textContent).toBe('0:00')
  })

  it('holds while paused and continues from where it stopped', () => {
    const onComplete = vi.fn()
    const { rerender } = render(<Countdown seconds={10} onComplete={onComplete} />)
    advance(3000)
    expect(timer().textContent).toBe('0:07')
    rerender(<Countdown seconds={10} isPaused onComplete={onComplete} />)
    advance(60_000)
    expect(timer().textContent).toBe('0:07')
    rerender(<Countdown seconds={10} onComplete={onComplete} />)
    advance(6000)
    expect(timer().textContent).toBe('0:01')
    expect(onComplete).not.toHaveBeenCalled()
    advance(1000)
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('is a silent timer that only announces at the chosen moments', () => {
    const { container } = render(
      <Countdown
        seconds={12}
        aria-label="Payment expires in"
        announceAt={[10]}
        formatLabel={(s) => `${s} seconds`}
      />,
    )
    expect(screen.getByRole('timer', { name: 'Payment expires in' }).hasAttribute('aria-live')).toBe(false)
    const live = container.querySelector('[aria-live="polite"]')!
    expect(live.textContent).toBe('')
    advance(2000)
    expect(live.textContent).toBe('10 seconds')
    advance(1000)
    expect(live.textContent).toBe('')
  })

  it('formats digits for the locale', () => {
    render(
      <I18nProvider locale="ar-SA">
        <Countdown seconds={65} />
      </I18nProvider>,
    )
    expect(timer().textContent).toBe('١:٠٥')
  })
})
