import type { ApiModule } from '../../http/module'
import { registerHotelRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerHotelRoutes(context.register, context)
