import type { Money } from '@rihla/api-contract'
import { QUOTE_VALIDITY_MINUTES } from '@rihla/api-contract/flights'
import { convertBreakdown, convertMoney, vatOn } from '@rihla/api-contract/pricing'
import type { CurrencyRate, PriceBreakdown, PricePart } from '@rihla/api-contract/pricing'
import { adultBaseSar, isDomesticTrip } from './inventory'
import type { FareFamily, Network, PlannedItinerary } from './inventory'

export interface PassengerCounts {
  adults: number
  children: number
  infants: number
}

/** Every currency's rate per Saudi riyal and its minor units (the server's own table). */
export type Rates = readonly CurrencyRate[]

export const hasRate = (rates: Rates, currency: string) => rates.some((rate) => rate.code === currency)

/** Price parts in halalas (SAR minor units), before conversion. */
export type SarBreakdown = Record<PricePart, number>

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
 * Sandbox price movement: a quote's fare rises 3% of its base for every full 10 minutes it has aged
 * (at most 5 steps at a time), applied when it is re-quoted. Deterministic, so tests and the review
 * screen's price-change dialog can rely on it.
 */
export const PRICE_STEP = 0.03
export const MAX_STEPS_PER_REQUOTE = 5
export function priceStepsSince(quotedAt: Date, now: Date): number {
  const minutes = (now.getTime() - quotedAt.getTime()) / 60_000
  return Math.min(MAX_STEPS_PER_REQUOTE, Math.max(0, Math.floor(minutes / QUOTE_VALIDITY_MINUTES)))
}

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
  const domestic = isDomesticTrip(network, itinerary)
  const taxSar = itinerary.legs
    .flatMap((leg) => leg.segments)
    .reduce((sum, segment) => {
      const home =
        network.airports.get(segment.origin)?.domestic && network.airports.get(segment.destination)?.domestic
      return sum + seats * (home ? DOMESTIC_TAX_SAR : INTERNATIONAL_TAX_SAR)
    }, 0)
  const halalas = (riyals: number) => Math.round(riyals * 100)
  const baseFare = halalas(baseSar)
  const surcharge = halalas(baseSar * SURCHARGE_SHARE)
  const fees = halalas(FEE_SAR * (seats + counts.infants))
  const serviceCharges = halalas(SERVICE_CHARGE_SAR)
  const vat = vatOn(vatBaseSar({ baseFare, surcharge, fees, serviceCharges }, domestic))
  return { baseFare, tax: halalas(taxSar), vat, fees, surcharge, serviceCharges, addons: 0, discount: 0 }
}

/** Halalas in another currency's minor units, with the server's rates. */
export function convert(halalas: number, currency: string, rates: Rates): Money {
  return convertMoney({ amount: halalas, currency: 'SAR' }, currency, rates)
}

/** Each part converted on its own and the total summed from them, so the summary always adds up. */
export function priceIn(parts: SarBreakdown, currency: string, rates: Rates): PriceBreakdown {
  const inSar = Object.fromEntries(
    Object.entries(parts).map(([part, halalas]) => [part, { amount: halalas, currency: 'SAR' }]),
  ) as Record<PricePart, Money>
  return convertBreakdown(inSar, currency, rates)
}
