import type { ApiModule } from '../../http/module'
import { registerCaptchaRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerCaptchaRoutes(context.register, context)
