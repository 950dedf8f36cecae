import { createJSONStorage } from 'jotai/utils'
import type { ZodMiniType } from 'zod/mini'

export const STORAGE_PREFIX = 'rihla:'

/**
 * localStorage behind a schema: a value written by an older build, or edited by hand, that no longer
 * parses is dropped instead of crashing the app.
 */
export function validatedStorage<T>(schema: ZodMiniType<T>) {
  const json = createJSONStorage<T>(() => localStorage)
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
