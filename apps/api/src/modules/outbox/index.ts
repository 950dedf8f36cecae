import type { ApiModule } from '../../http/module'
import { registerOutboxRoutes } from './routes'

/** The outbox is read only in the sandbox, where no message really leaves. */
export const registerDev: ApiModule['registerDev'] = (context) =>
  registerOutboxRoutes(context.register, context)
