import type { ApiModule } from '../../http/module'
import { registerWalletRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerWalletRoutes(context.register, context)
