import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Itinerary } from '@rihla/api-contract/flights'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'

/**
 * How the review and the booking name an add-on: what it is and on which flight. Codes and flight
 * numbers stay left to right inside Arabic text.
 */
export function useAddonText(itinerary: Itinerary) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const isolate = (text: string) => `\u2068${text}\u2069`
  const legName = (leg: number) => {
    const found = itinerary.legs[leg]
    return found ? isolate(`${found.origin} → ${found.destination}`) : ''
  }
  const segmentName = (id: string) => {
    const segment = itinerary.legs.flatMap((leg) => leg.segments).find((candidate) => candidate.id === id)
    return segment ? isolate(`${segment.flightNumber} ${segment.origin} → ${segment.destination}`) : ''
  }
  return {
    baggage: (kg: number, leg: number) => {
      const weight = formatNumber(kg, locale)
      const route = legName(leg)
      return i18n._(msg`Extra baggage ${weight} kg · ${route}`)
    },
    meal: (name: string, segment: string) => `${name} · ${segmentName(segment)}`,
    seat: (seat: string, segment: string) => {
      const code = isolate(seat)
      const flight = segmentName(segment)
      return i18n._(msg`Seat ${code} · ${flight}`)
    },
    ssr: (name: string) => i18n._(msg`Assistance: ${name}`),
  }
}
