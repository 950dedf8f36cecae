import { modalAtom, openModalNamesAtom } from '@rihla/core'
import { act, renderHook } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSessionExpiry } from './useSessionExpiry'
import type { SessionExpiryOptions } from './useSessionExpiry'

const NOW = new Date('2026-11-26T10:00:00Z')
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString()

function render(options: SessionExpiryOptions) {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const hook = renderHook((props: SessionExpiryOptions) => useSessionExpiry(props), {
    wrapper,
    initialProps: options,
  })
  return { store, ...hook, open: () => store.get(openModalNamesAtom) }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('useSessionExpiry', () => {
  it('opens the prompt when the session’s end passes, not before', () => {
    const { open } = render({ gone: false, expiresAt: inMinutes(20) })
    act(() => {
      vi.advanceTimersByTime(20 * 60_000 - 1)
    })
    expect(open()).toEqual([])
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(open()).toEqual(['sessionExpire'])
  })

  it('opens the prompt in place of any other dialog once a call finds the session gone', () => {
    const { store, rerender, open } = render({ gone: false, expiresAt: undefined })
    act(() => store.set(modalAtom('fareDetail'), true))
    rerender({ gone: true, expiresAt: undefined })
    expect(open()).toEqual(['sessionExpire'])
  })

  it('asks the step at the deadline when it knows better, and restarts the timer on a new end', () => {
    const onDeadline = vi.fn()
    const { rerender, open } = render({ gone: false, expiresAt: inMinutes(5), onDeadline })
    act(() => {
      vi.advanceTimersByTime(5 * 60_000)
    })
    expect(onDeadline).toHaveBeenCalledTimes(1)
    expect(open()).toEqual([])
    rerender({ gone: false, expiresAt: inMinutes(25), onDeadline })
    act(() => {
      vi.advanceTimersByTime(19 * 60_000)
    })
    expect(onDeadline).toHaveBeenCalledTimes(1)
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(onDeadline).toHaveBeenCalledTimes(2)
  })

  it('opens at once for an end already past, and stops the timer when the step closes', () => {
    const past = render({ gone: false, expiresAt: inMinutes(-1) })
    act(() => {
      vi.advanceTimersByTime(0)
    })
    expect(past.open()).toEqual(['sessionExpire'])

    const later = render({ gone: false, expiresAt: inMinutes(1) })
    later.unmount()
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(later.open()).toEqual([])
  })

  it('returns the opener for the step’s own calls', () => {
    const { result, open } = render({ gone: false, expiresAt: undefined })
    act(() => result.current())
    expect(open()).toEqual(['sessionExpire'])
  })
})
