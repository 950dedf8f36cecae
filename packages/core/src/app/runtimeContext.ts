import { createContext, useContext } from 'react'
import type { RouterContext } from '../routing/context'

/**
 * The mounted app's runtime (store, clients, toasts, slugs…) for components. The same object is the
 * router's context; this typed handle is for code in packages, which never see the app's Register.
 */
export const RuntimeContext = createContext<RouterContext | null>(null)

export function useRuntime(): RouterContext {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useRuntime needs AppProviders above it')
  return runtime
}
