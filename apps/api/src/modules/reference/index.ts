import type { ApiModule } from '../../http/module'
import { registerReferenceRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerReferenceRoutes(context.register, context)
