import type { ApiModule } from '../../http/module'
import { registerUtilitiesRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerUtilitiesRoutes(context.register)
