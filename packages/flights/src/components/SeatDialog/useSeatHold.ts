import { useApi, useLocale } from '@rihla/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { flightsQueries } from '../../queries'
import { isSessionExpired } from '@rihla/booking-flow/session'

export interface SeatHold {
  segment: string
  passenger: number
  seat: string
}

/**
 * Holds a seat for one passenger. Not optimistic: the seat is the traveller's only once the server says
 * so. Either way the flight's map is fetched again, since a refusal means someone else holds the seat.
 */
export function useSeatHold(refId: string) {
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (hold: SeatHold) => api.call('flightSeatHold', { body: { refId, ...hold } }, { locale }),
    onSuccess: (response) => {
      queryClient.setQueryData(flightsQueries.sessionQuote(api, locale, refId).queryKey, (current) =>
        current ? { ...current, seats: response.seats } : current,
      )
    },
    onSettled: (_response, error, hold) => {
      if (isSessionExpired(error)) return
      void queryClient.invalidateQueries({
        queryKey: flightsQueries.seatmap(api, locale, refId, hold.segment).queryKey,
      })
    },
  })
}
