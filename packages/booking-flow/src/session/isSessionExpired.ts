import { isApiError } from '@rihla/api-clients'

/** A call on a search session that has ended: the server answers 410 "Search Results Expired". */
export const isSessionExpired = (error: unknown) => isApiError(error) && error.status === 410
