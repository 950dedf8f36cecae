import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { durationText, stopsBetween, stopsText } from './format'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const stop = (id: string) => ({
  station: { id, name: id, city: id, line: 'haramain' },
  arrival: null,
  departure: null,
})

describe('train facts', () => {
  it('counts the stops between the traveller’s stations only', () => {
    const stops = ['MAK', 'JED', 'KAIA', 'KAEC', 'MED'].map(stop)
    expect(stopsBetween({ stops, from: stops[0]!.station, to: stops[4]!.station })).toBe(3)
    expect(stopsBetween({ stops, from: stops[1]!.station, to: stops[2]!.station })).toBe(0)
  })
  it('words durations and stops', () => {
    expect(durationText(i18n, 'en', 140)).toBe('2 h 20 min')
    expect(durationText(i18n, 'en', 45)).toBe('45 min')
    expect(stopsText(i18n, 0)).toBe('Non-stop')
    expect(stopsText(i18n, 1)).toBe('1 stop')
    expect(stopsText(i18n, 3)).toBe('3 stops')
  })
})
