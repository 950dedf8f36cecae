import { vatOn } from '@rihla/api-contract/pricing'
import { PRICE_STEP } from '../inventory/pricing'
import type { SarBreakdown } from '../inventory/pricing'
import { adultBaseSar, isDomesticTrip } from './inventory'
import type { FareFamily, Network, PlannedItinerary } from './inventory'
import type { PassengerCounts } from '@rihla/api-contract/passenger'

export type { PassengerCounts } from '@rihla/api-contract/passenger'

const CHILD_SHARE = 0.75
const INFANT_SHARE = 0.1
const SURCHARGE_SHARE = 0.08
/** Per seat and segment: Saudi airport charges at home, departure and security charges abroad. */
const DOMESTIC_TAX_SAR = 45
const INTERNATIONAL_TAX_SAR = 110
/** Ticketing fee per traveller, infants included, and the booking's service charge. */
const FEE_SAR = 20
const SERVICE_CHARGE_SAR = 15

/**
 * What VAT is charged on, in halalas: Saudi VAT (15%) applies to the taxable supplies of the booking.
 * A domestic flight is standard-rated, so the base fare, the fuel surcharge, the ticketing fees and our
 * service charge all carry it; international transport is zero-rated, so abroad only our own fees and
 * service charge do. Airport and government charges (`tax`) are collected for the authorities and carry
 * no VAT; add-ons are sold at the airline's prices and stay outside this figure. This is the one place
 * VAT is worked out: the quote, the booking, the payment screen and the tax invoice all show its result.
 */
export function vatBaseSar(
  parts: Pick<SarBreakdown, 'baseFare' | 'surcharge' | 'fees' | 'serviceCharges'>,
  domestic: boolean,
): number {
  return domestic
    ? parts.baseFare + parts.surcharge + parts.fees + parts.serviceCharges
    : parts.fees + parts.serviceCharges
}

const halalas = (riyals: number) => Math.round(riyals * 100)

/** Per itinerary: whether the trip is domestic and its airport charges per seat, the same for every fare. */
const charges = new WeakMap<PlannedItinerary, { domestic: boolean; taxPerSeatSar: number }>()

function chargesOf(network: Network, itinerary: PlannedItinerary) {
  let known = charges.get(itinerary)
  if (!known) {
    let taxPerSeatSar = 0
    for (const leg of itinerary.legs) {
      for (const segment of leg.segments) {
        const home =
          network.airports.get(segment.origin)?.domestic &&
          network.airports.get(segment.destination)?.domestic
        taxPerSeatSar += home ? DOMESTIC_TAX_SAR : INTERNATIONAL_TAX_SAR
      }
    }
    known = { domestic: isDomesticTrip(network, itinerary), taxPerSeatSar }
    charges.set(itinerary, known)
  }
  return known
}

/**
 * What a fare costs the searched passengers, part by part: children pay 75% and infants (on a lap, no
 * seat, no airport charges) 10% of the adult base fare; VAT as `vatBaseSar` says.
 */
export function fareBreakdownSar(
  network: Network,
  itinerary: PlannedItinerary,
  family: FareFamily,
  counts: PassengerCounts,
  priceSteps: number,
): SarBreakdown {
  const adult = adultBaseSar(itinerary, family) * (1 + PRICE_STEP * priceSteps)
  const baseSar =
    adult * counts.adults + adult * CHILD_SHARE * counts.children + adult * INFANT_SHARE * counts.infants
  const seats = counts.adults + counts.children
  const { domestic, taxPerSeatSar } = chargesOf(network, itinerary)
  const taxSar = seats * taxPerSeatSar
  const baseFare = halalas(baseSar)
  const surcharge = halalas(baseSar * SURCHARGE_SHARE)
  const fees = halalas(FEE_SAR * (seats + counts.infants))
  const serviceCharges = halalas(SERVICE_CHARGE_SAR)
  const vat = vatOn(vatBaseSar({ baseFare, surcharge, fees, serviceCharges }, domestic))
  return { baseFare, tax: halalas(taxSar), vat, fees, surcharge, serviceCharges, addons: 0, discount: 0 }
}
