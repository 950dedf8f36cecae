import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll } from 'vitest'
import { partnerPassword } from '../modules/partner/credentials'
import { startTestServer } from './testServer'
import type { RequestOptions, TestServer } from './testServer'

/** The demo partner's `Authorization` header, obtained as a partner's backend obtains its token. */
export async function partnerAuthorization(server: TestServer): Promise<string> {
  const { body } = await server.request('/partner/api/auth/token', {
    json: {
      username: 'partner-demo',
      password: partnerPassword(server.config.partnerCredentialKey, 'partner-demo'),
    },
  })
  return `Bearer ${endpoints.partnerToken.response.parse(body).Token}`
}

/**
 * One server for a test file, started before its tests and closed after them, and the demo partner's
 * token on it: `air(path, options)` calls the partner API as that partner.
 */
export function partnerTestServer(env: Record<string, string> = {}) {
  let started: TestServer | undefined
  let authorization = ''
  beforeAll(async () => {
    started = await startTestServer(env)
    authorization = await partnerAuthorization(started)
  })
  afterAll(() => started?.close())

  const server = () => {
    if (!started) throw new Error('partnerTestServer: the server starts in beforeAll; use it inside a test')
    return started
  }
  return {
    get server() {
      return server()
    },
    get authorization() {
      return authorization
    },
    air: (path: string, options: Omit<RequestOptions, 'headers'> = {}) =>
      server().request(path, { ...options, headers: { authorization } }),
  }
}
