import type { ApiModule } from '../../http/module'
import { expireUnpaidBookings } from '../../jobs/expiry'
import { registerBookingRoutes, registerDevBookingRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerBookingRoutes(context.register, context)
export const registerDev: ApiModule['registerDev'] = (context) =>
  registerDevBookingRoutes(context.register, context)
/** Unpaid bookings expire and release their inventory even when nobody is looking at them. */
export const jobs: ApiModule['jobs'] = [
  { name: 'expire unpaid bookings', run: (deps, now) => expireUnpaidBookings(deps, now) },
]
