import { routerOptions } from '@rihla/core/routing'
import { createTestContext } from '@rihla/core/testing'
import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { harnessRouteTree } from './testing/harness-router'

// The results route `/flights/{cities}/{codes}` outranks `/{vertical}/payments/{uuid}` (a static first
// segment beats a parameter), so it must decline paths that name no airports.
const routeOf = (path: string) => {
  const { context } = createTestContext({})
  const router = createRouter({ routeTree: harnessRouteTree, ...routerOptions(context) })
  return router.matchRoutes(path, {}).at(-1)?.routeId
}

describe('flights routes', () => {
  it('leave a flight booking’s payment address to the payment screen', () => {
    const uuid = '0b40e52f-bbe1-446b-a0bd-925668a877d2'
    expect(routeOf(`/flights/payments/${uuid}`)).toBe('/{-$locale}/$vertical/payments/$uuid')
    expect(routeOf(`/ar/flights/payments/${uuid}`)).toBe('/{-$locale}/$vertical/payments/$uuid')
  })

  it('read results, flow steps and airline pages by their shape', () => {
    expect(routeOf('/flights/riyadh-to-jeddah/RUH-to-JED')).toBe('/{-$locale}/flights/$cities/$codes')
    expect(routeOf('/flights/review-booking/abc')).toBe(
      '/{-$locale}/_flightSteps/flights/review-booking/$refId',
    )
    expect(routeOf('/flights/booking-detail/abc')).toBe('/{-$locale}/flights/booking-detail/$uuid')
    expect(routeOf('/flights/saudia')).toBe('/{-$locale}/flights/$pageSlug')
  })
})
