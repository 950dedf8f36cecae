import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger'
import type { AppEnv } from './env'

/**
 * Query parameters that carry a credential or a secret: session tokens (`api_token`, `api_key`,
 * `access_token`), passwords, one-time and authorization codes, signed widget payloads, signatures.
 * Matched by name anywhere in it, so `new_password` or `refresh_token` are caught too.
 */
const SECRET_PARAM = /token|key|secret|pass(word|wd)?|otp|code|payload|signature|auth/i

/** Path segments that are themselves the credential: a hosted checkout's id opens its page. */
const SECRET_PATHS: readonly RegExp[] = [/^(\/gateway\/checkout\/)[^/]+/]

export const REDACTED = '[redacted]'

/** The path and query as they may be logged: secret values replaced, everything else kept. */
export function redactedTarget(url: string): string {
  const parsed = new URL(url)
  let path = parsed.pathname
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`)
  const params = [...parsed.searchParams]
  if (params.length === 0) return path
  const query = params
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${SECRET_PARAM.test(name) ? REDACTED : encodeURIComponent(value)}`,
    )
    .join('&')
  return `${path}?${query}`
}

/**
 * One line per answered request (RIHLA_LOG_REQUESTS=1): method, path and query with secrets redacted,
 * status and time. Headers and bodies are never logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    logger.info('request', {
      method: c.req.method,
      path: redactedTarget(c.req.url),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  }
}
