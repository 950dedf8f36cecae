import type { Locale } from '@rihla/api-contract'
import type { Db } from '../../db/client'
import { SSR_OPTIONS, baggageOptions, mealOptions } from './addons'
import { convert } from '../inventory/pricing'
import { quotedSession } from './quotes'
import { text } from './render'
import { flightSearches } from './sessions'

export async function baggage(db: Db, refId: string, locale: Locale, now = new Date()) {
  const quoted = await quotedSession(db, refId, locale, now)
  await flightSearches.renew(db, quoted.session, now)
  return {
    options: baggageOptions(quoted.view.network, quoted.planned).map((option) => ({
      id: option.id,
      leg: option.leg,
      kg: option.kg,
      price: convert(option.halalas, quoted.view.currency, quoted.view.rates),
    })),
  }
}

export async function meals(db: Db, refId: string, locale: Locale, now = new Date()) {
  const quoted = await quotedSession(db, refId, locale, now)
  await flightSearches.renew(db, quoted.session, now)
  return {
    options: mealOptions(quoted.planned).map((meal) => ({
      code: meal.code,
      name: text(quoted.view, meal.name),
      segment: meal.segment,
      price: convert(meal.halalas, quoted.view.currency, quoted.view.rates),
    })),
  }
}

export async function specialServices(db: Db, refId: string, locale: Locale, now = new Date()) {
  const quoted = await quotedSession(db, refId, locale, now)
  await flightSearches.renew(db, quoted.session, now)
  return { options: SSR_OPTIONS.map((option) => ({ code: option.code, name: option.name[locale] })) }
}
