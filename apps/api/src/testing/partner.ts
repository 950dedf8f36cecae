import { endpoints } from '@rihla/api-contract/endpoints'
import { partnerPassword } from '../modules/partner/credentials'
import type { TestServer } from './testServer'

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
