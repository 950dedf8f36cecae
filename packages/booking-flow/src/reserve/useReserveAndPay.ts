import { isApiError } from '@rihla/api-clients'
import { modalAtom } from '@rihla/core'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { WritableAtom } from 'jotai'
import { useSetAtom } from 'jotai'
import { isSessionExpired } from '../session'

export interface ReserveAndPayOptions<Booking> {
  /** The session whose draft is booked. */
  refId: string
  /** The vertical's reserve call, made with the draft as it stands. */
  reserve: () => Promise<Booking>
  /** Where the new booking is paid. */
  paymentPath: (booking: Booking) => string
  /** The vertical's `forgetDraftAtom` (see `createDraftStore`): the draft is dropped once paid for. */
  forgetDraftAtom: WritableAtom<null, [refId: string], void>
  /** Re-prices the session; resolves whether booking may go on at the price shown. */
  reprice: () => Promise<boolean>
  /** A reservation the server refused or could not make. */
  onFailure: (error: unknown) => void
}

/**
 * The reservation that ends a booking flow: reserve, go to the payment page, forget the draft. A 401
 * is left to the screen (`useForgetEndedSession` on the returned error), an ended search session opens
 * its prompt, and a conflict re-prices once before booking again.
 */
export function useReserveAndPay<Booking>(options: ReserveAndPayOptions<Booking>) {
  const { refId, reserve, paymentPath, forgetDraftAtom, reprice, onFailure } = options
  const router = useRouter()
  const forgetDraft = useSetAtom(forgetDraftAtom)
  const openExpired = useSetAtom(modalAtom('sessionExpire'))

  const mutation = useMutation({
    mutationFn: (_attempt: { afterConflict: boolean }) => reserve(),
    onSuccess: async (booking) => {
      await router.navigate({ href: paymentPath(booking) })
      forgetDraft(refId)
    },
    onError: async (error, attempt) => {
      if (isApiError(error) && error.status === 401) return
      if (isSessionExpired(error)) return openExpired(true)
      // A conflict is most often the server's quote running out before this page noticed (its clock
      // ahead of this one): after a re-pricing the booking goes ahead at an unchanged price, or the
      // traveller is asked about the new one.
      if (isApiError(error) && error.status === 409 && !attempt.afterConflict) {
        if (await reprice()) mutation.mutate({ afterConflict: true })
        return
      }
      onFailure(error)
    },
  })

  return {
    /** Books the draft (again after a price change the traveller accepted). */
    book: () => mutation.mutate({ afterConflict: false }),
    error: mutation.error,
    /** True from the call until the payment page takes over. */
    isBooking: mutation.isPending || mutation.isSuccess,
  }
}
