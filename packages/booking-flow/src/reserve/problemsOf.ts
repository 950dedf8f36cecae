import { isApiError } from '@rihla/api-clients'

/** What a refused call says, one line a field it names; else the step's own words. */
export const problemsOf = (error: unknown, fallback: string): string[] =>
  isApiError(error) && Object.keys(error.fieldErrors).length ? Object.values(error.fieldErrors) : [fallback]
