import { NAMED_ROUTES } from '../routing/namedRoutes'

/**
 * The signed-in user's pages (SPEC.md §2, user menu, plus the saved travellers of §6 a user must find);
 * the account package serves /wallet and /account, the fnf package /fnf.
 */
export const USER_MENU_PATHS = {
  wallet: '/wallet',
  bookings: NAMED_ROUTES.my_bookings,
  savedTravellers: '/fnf',
  account: '/account',
} as const
