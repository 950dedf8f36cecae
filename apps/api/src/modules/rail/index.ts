import type { ApiModule } from '../../http/module'
import { registerRailRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerRailRoutes(context.register, context)
