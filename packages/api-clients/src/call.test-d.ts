import { describe, expectTypeOf, it } from 'vitest'
import type { ApiClients } from './createApiClients'

// A type test: `typecheck` (tsc) checks it; vitest does not run it.
describe('call types', () => {
  it('infers the response type from the contract', () => {
    const typeOnly = (clients: ApiClients) => {
      expectTypeOf(clients.call('countries')).resolves.toHaveProperty('countries')
      expectTypeOf(
        clients.call('partnerToken', { body: { username: 'u', password: 'p' } }),
      ).resolves.toEqualTypeOf<{
        Token: string
        expires_in: number
      }>()
    }
    expectTypeOf(typeOnly).toBeFunction()
  })

  it('requires the inputs an endpoint needs and no others', () => {
    const typeOnly = (clients: ApiClients) => {
      // @ts-expect-error the page slug is required
      void clients.call('page')
      // @ts-expect-error the widget payload is required
      void clients.call('widget', { query: {} })
      // @ts-expect-error countries takes no body
      void clients.call('countries', { body: { code: 'SA' } })
      // @ts-expect-error no such endpoint
      void clients.call('nowhere')
      void clients.call('utilities')
      void clients.call('settings')
      void clients.call('contact', {
        body: { fullName: 'Sara Ali', email: 'sara@example.com', message: 'Hello', captcha: 'solved' },
      })
    }
    expectTypeOf(typeOnly).toBeFunction()
  })
})
