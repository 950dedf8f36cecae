import type { ApiModule } from '../../http/module'
import { registerGeolocationRoutes } from './routes'

export const register: ApiModule['register'] = (context) =>
  registerGeolocationRoutes(context.register, context)
