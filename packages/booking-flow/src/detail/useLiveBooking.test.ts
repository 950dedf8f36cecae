import { REALTIME_EVENTS } from '@rihla/api-contract/realtime'
import { REALTIME_RESUBSCRIBED } from '@rihla/core/realtime'
import type * as Realtime from '@rihla/core/realtime'
import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLiveBooking } from './useLiveBooking'

// The user's channel, stood in for: each handler the hook listens with, by event name.
const listeners = vi.hoisted(() => new Map<string, (data: unknown) => void>())
vi.mock('@rihla/core/realtime', async (original) => ({
  ...(await original<typeof Realtime>()),
  useUserRealtimeEvent: (eventName: string, handler: (data: unknown) => void) => {
    listeners.set(eventName, handler)
  },
}))

const uuid = '0b7c8d52-5a4b-4c4e-9a51-2f1e6a7d3c10'
const push = (eventName: string, data?: unknown) => listeners.get(eventName)?.(data)

beforeEach(() => listeners.clear())

describe('useLiveBooking', () => {
  it('refetches when this booking changes, not when another does', () => {
    const refresh = vi.fn()
    renderHook(() => useLiveBooking(uuid, refresh))
    push(REALTIME_EVENTS.bookingUpdated, {
      uuid: '5d2f1a7e-3b6c-4d8e-9f01-a2b3c4d5e6f7',
      status: 'Confirmed',
    })
    expect(refresh).not.toHaveBeenCalled()
    push(REALTIME_EVENTS.bookingUpdated, { uuid, status: 'Confirmed' })
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('refetches when the channel is subscribed again, as changes made while offline were never pushed', () => {
    const refresh = vi.fn()
    renderHook(() => useLiveBooking(uuid, refresh))
    push(REALTIME_RESUBSCRIBED)
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
