import type { ApiModule } from '../../http/module'
import { registerContactRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerContactRoutes(context.register, context)
