import { describe, expect, it } from 'vitest'
import { NAMED_ROUTES, localePath, namedRouteHref, stripLocale } from './namedRoutes'

describe('named routes', () => {
  it('names a route for every vertical and Home', () => {
    expect(Object.keys(NAMED_ROUTES).sort()).toEqual(
      ['Home', 'airline', 'bus', 'event', 'hotel', 'my_bookings', 'support', 'train'].sort(),
    )
  })

  it('keeps English unprefixed and prefixes Arabic', () => {
    expect(namedRouteHref('airline', 'en')).toBe('/cheap-flights-in-saudi-arabia')
    expect(namedRouteHref('Home', 'ar')).toBe('/ar')
    expect(namedRouteHref('bus', 'ar')).toBe('/ar/bus/search')
  })

  it('uses the Arabic slug where a fragment gives one, and falls back to English', () => {
    const slugs = { 'cheap-flights-in-saudi-arabia': { ar: 'رحلات-طيران' } }
    expect(namedRouteHref('airline', 'ar', slugs)).toBe('/ar/رحلات-طيران')
    expect(namedRouteHref('hotel', 'ar', slugs)).toBe('/ar/best-hotels-in-saudi-arabia')
    expect(namedRouteHref('airline', 'en', slugs)).toBe('/cheap-flights-in-saudi-arabia')
  })
})

describe('locale prefixes', () => {
  it('adds and strips the prefix', () => {
    expect(localePath('/about-us', 'ar')).toBe('/ar/about-us')
    expect(localePath('/about-us', 'en')).toBe('/about-us')
    expect(stripLocale('/ar/about-us')).toEqual({ locale: 'ar', path: '/about-us' })
    expect(stripLocale('/en')).toEqual({ locale: 'en', path: '/' })
    expect(stripLocale('/arabia')).toEqual({ locale: null, path: '/arabia' })
    expect(stripLocale('/')).toEqual({ locale: null, path: '/' })
  })
})
