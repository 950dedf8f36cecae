import type { ApiModule } from '../../http/module'
import { registerFnfRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerFnfRoutes(context.register, context)
