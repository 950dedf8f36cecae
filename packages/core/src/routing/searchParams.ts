// Lenient readers of a page's search params: a value the page does not know is dropped instead of
// failing the page, so an old or hand-edited link still opens it. Plain functions rather than zod
// schemas with `catch` and `coerce`, which would add those schema kinds to the first page's code.

/** One of `values`, or undefined. */
export const searchEnum = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined

/** A whole number from `min` to `max` (the address may hold it as text), or undefined. */
export function searchInteger(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined
}

/** A page number from 1 to 9999, or undefined. */
export const searchPage = (value: unknown) => searchInteger(value, 1, 9999)

/** Text of at most `maxLength` characters, or undefined. */
export const searchText = (value: unknown, maxLength: number): string | undefined =>
  typeof value === 'string' && value.length <= maxLength ? value : undefined
