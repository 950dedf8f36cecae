import type { Itinerary } from '@rihla/api-contract/flights'
import type { FlightBooking, SeatSelection } from '@rihla/api-contract/flight-booking'
import type { TravellerAddon, TravellerEntry } from '@rihla/booking-flow/detail'
import { useLocale } from '@rihla/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { formatDate, formatNumber } from '@rihla/i18n'
import { createElement } from 'react'
import type { BaggageOption, MealOption } from '../../addons'
import type { FlightDraft } from '../../draft'
import { useAddonText } from './useAddonText'

interface SsrOption {
  code: string
  name: string
}

/** The travellers of a draft about to be booked, their add-ons named and priced from the option lists. */
export function useDraftTravellers(
  draft: FlightDraft,
  itinerary: Itinerary,
  seats: SeatSelection[],
  options: { baggage: BaggageOption[]; meals: MealOption[]; ssr: SsrOption[] },
): TravellerEntry[] {
  const locale = useLocale()
  const text = useAddonText(itinerary)
  return draft.passengers.map((passenger, index) => {
    const addons: TravellerAddon[] = [
      ...draft.baggage
        .filter((choice) => choice.passenger === index)
        .flatMap((choice) => {
          const option = options.baggage.find((candidate) => candidate.id === choice.optionId)
          return option
            ? [{ id: `bag-${option.id}`, text: text.baggage(option.kg, option.leg), price: option.price }]
            : []
        }),
      ...seats
        .filter((seat) => seat.passenger === index)
        .map((seat) => ({
          id: `seat-${seat.segment}`,
          text: text.seat(seat.seat, seat.segment),
          price: seat.price,
        })),
      ...draft.meals
        .filter((choice) => choice.passenger === index)
        .flatMap((choice) => {
          const meal = options.meals.find(
            (candidate) => candidate.code === choice.code && candidate.segment === choice.segment,
          )
          return meal
            ? [{ id: `meal-${meal.segment}`, text: text.meal(meal.name, meal.segment), price: meal.price }]
            : []
        }),
      ...draft.ssr
        .filter((choice) => choice.passenger === index)
        .map((choice) => ({
          id: `ssr-${choice.code}`,
          text: text.ssr(options.ssr.find((option) => option.code === choice.code)?.name ?? choice.code),
          price: null,
        })),
    ]
    const { firstName, lastName, dateOfBirth } = passenger.values
    return {
      index,
      type: passenger.type,
      name: `${firstName} ${lastName}`.trim(),
      facts: dateOfBirth ? [formatDate(dateOfBirth, locale)] : [],
      addons,
    }
  })
}

/**
 * The travellers of a booking as the server keeps them: each one's e-ticket (issued at confirmation),
 * baggage allowance, and the add-ons the server priced.
 */
export function useBookedTravellers(booking: FlightBooking): TravellerEntry[] {
  const locale = useLocale()
  const { i18n } = useLingui()
  const text = useAddonText(booking.itinerary)
  const { addons } = booking
  return booking.passengers.map((passenger, index) => {
    const { baggage } = passenger
    const cabinKg = formatNumber(baggage.cabinKg, locale)
    const pieces = formatNumber(baggage.checkedPieces, locale)
    const checkedKg = formatNumber(baggage.checkedKg, locale)
    return {
      index,
      type: passenger.type,
      name: `${passenger.firstName} ${passenger.lastName}`.trim(),
      facts: passenger.dateOfBirth ? [formatDate(passenger.dateOfBirth, locale)] : [],
      details: [
        {
          id: 'ticket',
          term: i18n._(msg`E-ticket number`),
          value: passenger.ticketNumber
            ? createElement('bdi', { dir: 'ltr' }, passenger.ticketNumber)
            : i18n._(msg`Issued once paid`),
        },
        {
          id: 'cabin-baggage',
          term: i18n._(msg`Cabin baggage`),
          value: baggage.cabinKg > 0 ? i18n._(msg`${cabinKg} kg`) : i18n._(msg`None`),
        },
        {
          id: 'checked-baggage',
          term: i18n._(msg`Checked baggage`),
          value: baggage.checkedPieces > 0 ? i18n._(msg`${pieces} × ${checkedKg} kg`) : i18n._(msg`None`),
        },
      ],
      addons: [
        ...addons.baggage
          .filter((item) => item.passenger === index)
          .map((item) => ({
            id: `bag-${item.leg}`,
            text: text.baggage(item.kg, item.leg),
            price: item.price,
          })),
        ...addons.seats
          .filter((seat) => seat.passenger === index)
          .map((seat) => ({
            id: `seat-${seat.segment}`,
            text: text.seat(seat.seat, seat.segment),
            price: seat.price,
          })),
        ...addons.meals
          .filter((meal) => meal.passenger === index)
          .map((meal) => ({
            id: `meal-${meal.segment}`,
            text: text.meal(meal.name, meal.segment),
            price: meal.price,
          })),
        ...addons.ssr
          .filter((item) => item.passenger === index)
          .map((item) => ({ id: `ssr-${item.name}`, text: text.ssr(item.name), price: null })),
      ],
    }
  })
}
