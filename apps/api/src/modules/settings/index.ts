import type { ApiModule } from '../../http/module'
import { registerSettingsRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerSettingsRoutes(context.register, context)
