import type { ApiModule } from '../../http/module'
import { registerRedirectRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerRedirectRoutes(context.register, context)
