import type { ApiModule } from '../../http/module'
import { registerWidgetRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerWidgetRoutes(context.register, context)
