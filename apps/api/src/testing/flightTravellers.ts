import { endpoints } from '@rihla/api-contract/endpoints'
import type { TestServer } from './testServer'

/** A new signed-up traveller (sandbox `/dev/users`). */
export async function newTraveller(server: TestServer) {
  const { body } = await server.request('/dev/users', { json: {} })
  return endpoints.devCreateUser.response.parse(body).user
}

/** Born `years` and a month before the travel date. */
export const bornBefore = (travelDate: string, years: number) => {
  const date = new Date(`${travelDate}T00:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCMonth(date.getUTCMonth() - 1)
  return date.toISOString().slice(0, 10)
}

const AGE = { adult: 35, child: 6, infant: 1 } as const

/** A Saudi passenger of that type, of an age that fits it on the travel date, with a valid National ID. */
export const saudiPassenger = (type: keyof typeof AGE, firstName: string, travelDate: string) => ({
  type,
  prefix: type === 'adult' ? 'Mr' : 'Miss.',
  gender: 'male',
  firstName,
  lastName: 'Alharbi',
  nationality: 'SA',
  dateOfBirth: bornBefore(travelDate, AGE[type]),
  nationalId: '1023456781',
})
