/** The web route social sign-in comes back to (the API adds `code` or `error`). */
export const AUTH_CALLBACK_PATH = '/auth/callback'
/** Where the visitor was going before a social sign-in: the callback's own query keeps it. */
export const RETURN_PARAM = 'return'
