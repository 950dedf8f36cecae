import type { ApiModule } from '../../http/module'
import { registerPageRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerPageRoutes(context.register, context)
