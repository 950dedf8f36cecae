import { createJSONStorage } from 'jotai/utils'
import type { ZodMiniType } from 'zod/mini'

export const STORAGE_PREFIX = 'rihla:'

/**
 * localStorage behind a schema: a value written by an older build, or edited by hand, that no longer
 * parses is dropped instead of crashing the app.
 */
export function validatedStorage<T>(schema: ZodMiniType<T>) {
  // The site's server renders with nothing stored: the visitor's storage is only theirs, in the browser.
  const json = createJSONStorage<T>(
    () => (typeof window === 'undefined' ? undefined : localStorage) as Storage,
  )
  return {
    ...json,
    getItem(key: string, initialValue: T): T {
      const stored = json.getItem(key, initialValue)
      if (stored === initialValue) return initialValue
      const parsed = schema.safeParse(stored)
      return parsed.success ? parsed.data : initialValue
    },
  }
}
