import type { Hono } from 'hono'
import type { Realtime } from '../realtime/realtime'
import type { AppDeps, AppEnv } from './env'
import type { Register } from './registrar'

/** What a module's routes are registered with: the registrar, the app itself for non-contract pages. */
export interface ModuleContext extends AppDeps {
  app: Hono<AppEnv>
  register: Register
  realtime: Realtime
}

/** Background work a module needs done every job interval, whoever is looking (or nobody). */
export interface ModuleJob {
  name: string
  run: (deps: AppDeps, now: Date) => Promise<unknown>
}

/**
 * A module of the API as `app.ts` and `server.ts` compose it, exported from its `index.ts`: its routes,
 * its sandbox-only routes (registered only in sandbox mode), and its jobs.
 */
export interface ApiModule {
  register?: (context: ModuleContext) => void
  registerDev?: (context: ModuleContext) => void
  jobs?: readonly ModuleJob[]
}
