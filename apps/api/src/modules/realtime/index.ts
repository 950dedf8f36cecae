import type { ApiModule } from '../../http/module'
import { registerRealtimeRoutes } from './routes'

export const register: ApiModule['register'] = (context) =>
  registerRealtimeRoutes(context.app, context.register, context)
