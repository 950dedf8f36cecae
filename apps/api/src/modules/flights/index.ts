import type { ApiModule } from '../../http/module'
import { registerDevFlightRoutes } from './devRoutes'
import { registerFlightRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerFlightRoutes(context.register, context)
export const registerDev: ApiModule['registerDev'] = (context) =>
  registerDevFlightRoutes(context.register, context)
