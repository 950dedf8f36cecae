import type { Endpoint } from '@rihla/api-contract'
import { z } from 'zod/mini'

export const probeResponseSchema = z.object({ hit: z.int() })

const probe = <const E extends Omit<Endpoint, 'summary' | 'response'>>(endpoint: E) => ({
  ...endpoint,
  summary: 'Test endpoint',
  response: probeResponseSchema,
})

/**
 * Endpoints shaped like the contract's, covering what it does not have yet: every method, app-version
 * 70, partner endpoints with and without a body, a short endpoint timeout.
 */
export const testEndpoints = {
  consumerGet: probe({ surface: 'consumer', method: 'get', path: '/api/v2/probe', auth: 'none' }),
  consumerPost: probe({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/probe',
    auth: 'none',
    body: z.object({}),
  }),
  consumerPut: probe({
    surface: 'consumer',
    method: 'put',
    path: '/api/v2/probe',
    auth: 'none',
    body: z.object({}),
  }),
  consumerPatch: probe({
    surface: 'consumer',
    method: 'patch',
    path: '/api/v2/probe',
    auth: 'none',
    body: z.object({}),
  }),
  consumerDelete: probe({ surface: 'consumer', method: 'delete', path: '/api/v2/probe', auth: 'none' }),
  bookingsIndex: probe({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/bookings/index',
    auth: 'user',
    body: z.object({ page: z.number() }),
    appVersion: '70',
  }),
  quickGet: probe({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/quick',
    auth: 'none',
    timeoutMs: 100,
  }),
  clientGet: probe({ surface: 'client', method: 'get', path: '/user/probe', auth: 'user' }),
  partnerGet: probe({ surface: 'partner', method: 'get', path: '/air/api/probe', auth: 'partner' }),
  partnerSearch: probe({
    surface: 'partner',
    method: 'post',
    path: '/air/api/search',
    auth: 'partner',
    body: z.object({ from: z.string(), to: z.string() }),
  }),
} as const satisfies Record<string, Endpoint>
