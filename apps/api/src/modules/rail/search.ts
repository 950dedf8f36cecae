import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale, LocalizedText } from '@rihla/api-contract'
import { CHILD_FARE_PERCENT, TRAIN_MAX_SEATS } from '@rihla/api-contract/trains'
import type { Train, TrainClass, TrainSearchCriteria } from '@rihla/api-contract/trains'
import type { trainSearchResponseSchema } from '@rihla/api-contract/trains'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { FieldError, ServiceError } from '../../errors'
import { convert, priceIn, ratesOf } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { breakdownOf } from '../transit/pricing'
import { concessionFares } from './concessions'
import { heldSeatsOn, inventoryOf, partyHalalas } from './inventory'
import type { ClassInventory } from './inventory'
import { classesOf } from './lines'
import { railNetworkOf, toStation } from './network'
import type { RailNetwork } from './network'
import { trainSearches } from './sessions'
import { runsBetween, saudiIso, stopAt, trainsOn } from './timetable'
import type { ScheduledTrain } from './timetable'

export const CLASS_NAMES: Record<TrainClass, LocalizedText> = {
  economy: { en: 'Economy', ar: 'الدرجة الاقتصادية' },
  business: { en: 'Business', ar: 'درجة الأعمال' },
  sleeper: { en: 'Sleeper cabin', ar: 'مقصورة نوم' },
}

export const OPERATOR: LocalizedText = {
  en: 'Saudi Arabia Railways (SAR)',
  ar: 'الخطوط الحديدية السعودية (سار)',
}

/** GET /api/v2/railways/general: the lines, their stations in order and the classes each sells. */
export async function railwaysGeneral(db: Db, locale: Locale) {
  const network = await railNetworkOf(db)
  return {
    operator: OPERATOR[locale],
    lines: network.lines.map((line) => {
      const classes = new Set(line.rules.services.flatMap((service) => classesOf(line.rules, service)))
      return {
        id: line.id,
        name: locale === 'ar' ? line.nameAr : line.nameEn,
        lengthKm: line.lengthKm,
        stations: line.stations.map((station) => toStation(station, locale)),
        classes: [...classes].map((travelClass) => ({
          class: travelClass,
          name: CLASS_NAMES[travelClass][locale],
        })),
      }
    }),
    maxSeats: TRAIN_MAX_SEATS,
    childFarePercent: CHILD_FARE_PERCENT,
  }
}

/** The line both stations are on; stations of different lines have no train between them. */
export function lineBetween(network: RailNetwork, search: Pick<TrainSearchCriteria, 'from' | 'to'>) {
  const from = network.station(search.from)
  if (!from) throw new FieldError('from', messages.invalidValue)
  const to = network.station(search.to)
  if (!to || to.lineId !== from.lineId) throw new FieldError('to', messages.invalidValue)
  return network.lines.find((line) => line.id === from.lineId)!
}

/** The trains of the search's day that run from its station to the other and have not left yet. */
export function trainsFor(network: RailNetwork, search: TrainSearchCriteria, now: Date) {
  const line = lineBetween(network, search)
  return trainsOn(line.rules, search.date).filter(
    (train) =>
      runsBetween(train, search.from, search.to) && stopAt(train, search.from)!.departure! > now.getTime(),
  )
}

export function findTrain(network: RailNetwork, search: TrainSearchCriteria, trainId: string, now: Date) {
  const train = trainsFor(network, search, now).find((candidate) => candidate.id === trainId)
  if (!train) throw new ServiceError('not_found', serverMessages.notFound)
  return train
}

export interface TrainView {
  network: RailNetwork
  search: TrainSearchCriteria
  rates: Rates
  locale: Locale
}

/** A train as the contract shows it, with an offer per class from its inventory. */
export function toTrain(view: TrainView, train: ScheduledTrain, classes: ClassInventory[]): Train {
  const { network, search, locale, rates } = view
  const station = (id: string) => toStation(network.station(id)!, locale)
  const departure = stopAt(train, search.from)!.departure!
  const arrival = stopAt(train, search.to)!.arrival!
  const line = network.lines.find((candidate) => candidate.id === train.line.id)!
  const party = (inventory: ClassInventory) => partyHalalas(inventory, search)
  return {
    id: train.id,
    line: line.id,
    lineName: locale === 'ar' ? line.nameAr : line.nameEn,
    from: station(search.from),
    to: station(search.to),
    departure: saudiIso(departure),
    arrival: saudiIso(arrival),
    durationMinutes: Math.round((arrival - departure) / 60_000),
    stops: train.stops.map((stop) => ({
      station: station(stop.station),
      arrival: stop.arrival === null ? null : saudiIso(stop.arrival),
      departure: stop.departure === null ? null : saudiIso(stop.departure),
    })),
    night: train.service.night ?? false,
    classes: classes.map((inventory) => ({
      class: inventory.class,
      name: CLASS_NAMES[inventory.class][locale],
      seatsLeft: inventory.seatsLeft,
      adultFare: convert(inventory.adultHalalas, search.currency, rates),
      childFare: convert(inventory.childHalalas, search.currency, rates),
      price: priceIn(breakdownOf(party(inventory), party(inventory)), search.currency, rates),
      demandPercent: inventory.demandPercent,
      concessions: concessionFares(inventory.adultHalalas, search.currency, rates, locale),
    })),
  }
}

type SearchAnswer = z.input<typeof trainSearchResponseSchema>

/** POST /api/v2/railways/search: starts a session with the day's trains between the two stations. */
export async function searchTrains(
  db: Db,
  search: TrainSearchCriteria,
  locale: Locale,
  now = new Date(),
): Promise<SearchAnswer> {
  const [network, rates] = await Promise.all([railNetworkOf(db), ratesOf(db)])
  const trains = trainsFor(network, search, now)
  const held = await heldSeatsOn(db, search.date, now)
  const session = await trainSearches.create(db, search, JSON.stringify(search), now)
  const view = { network, search, rates, locale }
  const station = (id: string) => toStation(network.station(id)!, locale)
  return {
    refId: session.refId,
    expiresAt: session.expiresAt.toISOString(),
    search: { ...search, from: station(search.from), to: station(search.to) },
    trains: trains.map((train) =>
      toTrain(view, train, inventoryOf(train, search.from, search.to, held.get(train.id) ?? new Set())),
    ),
  }
}
