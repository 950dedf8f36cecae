import { createOpenApiDocument } from '@rihla/api-contract/openapi'
import type { Hono } from 'hono'
import packageJson from '../../../package.json' with { type: 'json' }
import type { AppEnv } from '../../http/env'

export function registerDocsRoutes(app: Hono<AppEnv>) {
  let document: ReturnType<typeof createOpenApiDocument> | undefined
  const serve = () => (document ??= createOpenApiDocument({ version: packageJson.version }))
  app.get('/docs', (c) => c.json(serve()))
  app.get('/docs/openapi.json', (c) => c.json(serve()))
}
