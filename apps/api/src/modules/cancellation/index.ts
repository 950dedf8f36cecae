import type { ApiModule } from '../../http/module'
import { registerCancellationRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerCancellationRoutes(context)
