import { ApiError } from '@rihla/api-clients'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createDraftStore } from '../drafts'
import { useReserveAndPay } from './useReserveAndPay'
import type { ReserveAndPayOptions } from './useReserveAndPay'

const navigate = vi.fn(() => Promise.resolve())
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }))

const drafts = createDraftStore('tests', () => ({ name: '' }))
const conflict = () =>
  new ApiError({ kind: 'http', status: 409, message: 'Price changed', endpoint: 'reserve' })

type Booking = { uuid: string }

function render(options: Pick<ReserveAndPayOptions<Booking>, 'reserve' | 'reprice' | 'onFailure'>) {
  const store = createStore()
  store.set(drafts.draftAtom('ref-1'), { name: 'Sara' })
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>{children}</Provider>
    </QueryClientProvider>
  )
  const hook = renderHook(
    () =>
      useReserveAndPay<Booking>({
        refId: 'ref-1',
        paymentPath: (booking) => `/payment/${booking.uuid}`,
        forgetDraftAtom: drafts.forgetDraftAtom,
        ...options,
      }),
    { wrapper },
  )
  return { store, ...hook }
}

beforeEach(() => {
  sessionStorage.clear()
  navigate.mockClear()
})

describe('useReserveAndPay', () => {
  it('goes to the payment page and then forgets the draft', async () => {
    const reserve = vi.fn(() => Promise.resolve({ uuid: 'b-1' }))
    const { store, result } = render({ reserve, reprice: vi.fn(), onFailure: vi.fn() })
    act(() => result.current.book())
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: '/payment/b-1' }))
    await waitFor(() => expect(store.get(drafts.draftAtom('ref-1'))).toEqual({ name: '' }))
    expect(result.current.isBooking).toBe(true)
  })

  it('re-prices once on a conflict, then reports the second conflict', async () => {
    const reserve = vi.fn(() => Promise.reject(conflict()))
    const reprice = vi.fn(() => Promise.resolve(true))
    const onFailure = vi.fn()
    const { store, result } = render({ reserve, reprice, onFailure })
    act(() => result.current.book())
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1))
    expect(reprice).toHaveBeenCalledTimes(1)
    expect(reserve).toHaveBeenCalledTimes(2)
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }))
    expect(navigate).not.toHaveBeenCalled()
    expect(store.get(drafts.draftAtom('ref-1'))).toEqual({ name: 'Sara' })
  })

  it('stops after a re-pricing that changed the price, leaving the traveller to decide', async () => {
    const reserve = vi.fn(() => Promise.reject(conflict()))
    const reprice = vi.fn(() => Promise.resolve(false))
    const onFailure = vi.fn()
    const { result } = render({ reserve, reprice, onFailure })
    act(() => result.current.book())
    await waitFor(() => expect(reprice).toHaveBeenCalledTimes(1))
    expect(reserve).toHaveBeenCalledTimes(1)
    expect(onFailure).not.toHaveBeenCalled()
  })
})
