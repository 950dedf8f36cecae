import type { Locale, LocalizedText } from '@rihla/api-contract'
import type { BusConcession, BusFareFamily, FareFamilyId } from '@rihla/api-contract/buses'
import { daysBetween } from '@rihla/api-contract/dates'
import { convert, priceIn } from '../inventory/pricing'
import type { Rates, SarBreakdown } from '../inventory/pricing'
import { breakdownOf } from '../transit/pricing'

// SAPTCO's fare families and the marketing's two promises as pricing rules: "the earlier you buy, the
// bigger the discount" (days before departure, on every family but the unrestricted Regular fare) and
// "bundles of up to 70%" (trips of a route bought together). A child (2–12) pays half, an infant nothing.

interface FamilyRules {
  id: FareFamilyId
  name: LocalizedText
  /** Share of the Regular fare. */
  percentOfRegular: number
  baggageKg: number
  childBaggageKg: number
  change: { allowed: boolean; feeHalalas: number | null }
  cancel: { allowed: boolean; refundPercent: number }
  earlyDiscount: boolean
}

/** The facts: Regular is refundable less a 35% cancellation charge, with 75 kg (35 kg a child). */
export const FARE_FAMILIES: FamilyRules[] = [
  {
    id: 'discounted',
    name: { en: 'Discounted', ar: 'مخفضة' },
    percentOfRegular: 65,
    baggageKg: 20,
    childBaggageKg: 10,
    change: { allowed: false, feeHalalas: null },
    cancel: { allowed: false, refundPercent: 0 },
    earlyDiscount: true,
  },
  {
    id: 'value',
    name: { en: 'Value', ar: 'قيمة' },
    percentOfRegular: 80,
    baggageKg: 35,
    childBaggageKg: 20,
    change: { allowed: true, feeHalalas: 1500 },
    cancel: { allowed: false, refundPercent: 0 },
    earlyDiscount: true,
  },
  {
    id: 'flexible',
    name: { en: 'Flexible', ar: 'مرنة' },
    percentOfRegular: 90,
    baggageKg: 50,
    childBaggageKg: 25,
    change: { allowed: true, feeHalalas: 0 },
    cancel: { allowed: true, refundPercent: 50 },
    earlyDiscount: true,
  },
  {
    id: 'regular',
    name: { en: 'Regular', ar: 'عادية' },
    percentOfRegular: 100,
    baggageKg: 75,
    childBaggageKg: 35,
    change: { allowed: true, feeHalalas: 0 },
    cancel: { allowed: true, refundPercent: 65 },
    earlyDiscount: false,
  },
]

/** Days booked ahead → percent off: 30 days 20%, 14 days 15%, 7 days 10%, 3 days 5%. */
const EARLY_STEPS = [
  { days: 30, percent: 20 },
  { days: 14, percent: 15 },
  { days: 7, percent: 10 },
  { days: 3, percent: 5 },
] as const

export const earlyPurchasePercent = (daysAhead: number) =>
  EARLY_STEPS.find((step) => daysAhead >= step.days)?.percent ?? 0

/**
 * Trip bundles of a route: the more trips bought together, the more off each Regular fare, up to 70%,
 * travelled (either way on the route) within `validDays` of buying.
 */
export const BUNDLES = [
  { trips: 5, percent: 40, validDays: 90 },
  { trips: 10, percent: 55, validDays: 180 },
  { trips: 20, percent: 70, validDays: 365 },
] as const
export type Bundle = (typeof BUNDLES)[number]

/** SAPTCO's concessions (facts: passengers with disabilities get 50% off), on top of the family's fare. */
export const BUS_CONCESSION_PERCENTS = { disability: 50 } satisfies Record<BusConcession, number>

const wholeRiyals = (halalas: number) => Math.round(halalas / 100) * 100

export interface PricedFamily {
  rules: FamilyRules
  adultHalalas: number
  childHalalas: number
  discountPercent: number
  daysAhead: number
  breakdown: SarBreakdown
}

/** A family's fares for a departure booked on `today`, and what the party pays, VAT (15%) included. */
export function priceFamily(
  rules: FamilyRules,
  regularSar: number,
  party: { adults: number; children: number },
  travelDate: string,
  today: string,
): PricedFamily {
  const daysAhead = daysBetween(today, travelDate)
  const discountPercent = rules.earlyDiscount ? earlyPurchasePercent(daysAhead) : 0
  const fullAdult = wholeRiyals(regularSar * rules.percentOfRegular)
  const fullChild = Math.round(fullAdult / 2)
  const adultHalalas = Math.round((fullAdult * (100 - discountPercent)) / 100)
  const childHalalas = Math.round((fullChild * (100 - discountPercent)) / 100)
  const gross = fullAdult * party.adults + fullChild * party.children
  const total = adultHalalas * party.adults + childHalalas * party.children
  return {
    rules,
    adultHalalas,
    childHalalas,
    discountPercent,
    daysAhead,
    breakdown: breakdownOf(gross, total),
  }
}

const earlyLabel = (days: number, percent: number): LocalizedText => ({
  en: `Booked ${days} days ahead: ${percent}% off`,
  ar: `حجز قبل ${days} يومًا: خصم ${percent}٪`,
})

export function toFareFamily(
  priced: PricedFamily,
  currency: string,
  rates: Rates,
  locale: Locale,
): BusFareFamily {
  const { rules } = priced
  return {
    id: rules.id,
    name: rules.name[locale],
    baggageKg: rules.baggageKg,
    childBaggageKg: rules.childBaggageKg,
    change: {
      allowed: rules.change.allowed,
      fee: rules.change.feeHalalas === null ? null : convert(rules.change.feeHalalas, currency, rates),
    },
    cancel: rules.cancel,
    adultFare: convert(priced.adultHalalas, currency, rates),
    childFare: convert(priced.childHalalas, currency, rates),
    discounts: priced.discountPercent
      ? [
          {
            kind: 'early_purchase',
            percent: priced.discountPercent,
            label: earlyLabel(priced.daysAhead, priced.discountPercent)[locale],
          },
        ]
      : [],
    price: priceIn(priced.breakdown, currency, rates),
  }
}

/** A bundle's price, in halalas: `trips` Regular adult fares at its discount, whole riyals. */
export const bundleHalalas = (bundle: Bundle, regularSar: number) =>
  wholeRiyals(regularSar * bundle.trips * (100 - bundle.percent))

export const bundleLabel = ({ trips, percent }: Bundle, locale: Locale) =>
  locale === 'ar'
    ? `باقة ${trips} رحلات: خصم ${percent}٪ على كل رحلة`
    : `Bundle of ${trips} trips: ${percent}% off each`

/** The route's bundles, each with its price, a trip's share of it and how long its trips keep. */
export function bundlesOf(regularSar: number, currency: string, rates: Rates, locale: Locale) {
  return BUNDLES.map((bundle) => ({
    trips: bundle.trips,
    percent: bundle.percent,
    price: convert(bundleHalalas(bundle, regularSar), currency, rates),
    label: bundleLabel(bundle, locale),
    perTripFare: convert(Math.round(bundleHalalas(bundle, regularSar) / bundle.trips), currency, rates),
    validDays: bundle.validDays,
  }))
}
