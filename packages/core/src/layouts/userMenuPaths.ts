import { NAMED_ROUTES } from '../routing/namedRoutes'

/** The signed-in user's pages (SPEC.md §2, user menu); the account package serves /wallet and /account. */
export const USER_MENU_PATHS = {
  wallet: '/wallet',
  bookings: NAMED_ROUTES.my_bookings,
  account: '/account',
} as const
