import type { ApiModule } from '../../http/module'
import { registerDocsRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerDocsRoutes(context.app)
