import type { ApiModule } from '../../http/module'
import { registerSupportRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerSupportRoutes(context)
