import { isApiError } from '@rihla/api-clients'

/**
 * What to tell the traveller when the order is refused: each field the server names, else its message,
 * else (no answer at all) the step's own words.
 */
export function orderProblems(error: unknown, otherwise: string): string[] {
  if (!isApiError(error)) return [otherwise]
  const fields = Object.values(error.fieldErrors)
  return fields.length ? fields : [error.message || otherwise]
}
