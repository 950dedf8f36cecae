import type { ApiModule } from '../../http/module'
import { registerBusRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerBusRoutes(context.register, context)
