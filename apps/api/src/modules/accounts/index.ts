import type { ApiModule } from '../../http/module'
import { registerDevUserRoutes } from './devRoutes'
import { registerAccountRoutes } from './routes'

export const register: ApiModule['register'] = (context) =>
  registerAccountRoutes(context.app, context.register, context)
export const registerDev: ApiModule['registerDev'] = (context) =>
  registerDevUserRoutes(context.register, context)
