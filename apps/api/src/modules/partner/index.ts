import type { ApiModule } from '../../http/module'
import { registerPartnerRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerPartnerRoutes(context.register, context)
