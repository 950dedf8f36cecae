import type { ApiModule } from '../../http/module'
import { registerEventImages } from './imageRoutes'
import { registerEventRoutes } from './routes'

export const register: ApiModule['register'] = (context) => {
  registerEventRoutes(context.register, context)
  registerEventImages(context.app)
}
