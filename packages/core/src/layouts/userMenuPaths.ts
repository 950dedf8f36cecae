import { NAMED_ROUTES } from '../routing/namedRoutes'

/**
 * The signed-in user's pages (SPEC.md §2, user menu, plus the saved travellers of §6 a user must find);
 * the account package serves /wallet and /account, the fnf package /fnf, the support package /support.
 */
export const USER_MENU_PATHS = {
  wallet: '/wallet',
  bookings: NAMED_ROUTES.my_bookings,
  savedTravellers: '/fnf',
  support: NAMED_ROUTES.support,
  account: '/account',
} as const
