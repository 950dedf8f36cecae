import type { ApiModule } from '../../http/module'
import { registerDevFlightRoutes } from './devRoutes'
import { registerFlightRoutes } from './routes'
import { forgetEndedSearchSessions } from './sessions'

export const register: ApiModule['register'] = (context) => registerFlightRoutes(context.register, context)
export const registerDev: ApiModule['registerDev'] = (context) =>
  registerDevFlightRoutes(context.register, context)
export const jobs: ApiModule['jobs'] = [
  { name: 'forget ended flight searches', run: ({ db }, now) => forgetEndedSearchSessions(db, now) },
]
