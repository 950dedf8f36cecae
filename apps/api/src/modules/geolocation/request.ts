import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Config } from '../../config'
import { resolveCountry } from './service'

export const SANDBOX_COUNTRY_HEADER = 'x-sandbox-country'
export const SANDBOX_COUNTRY_COOKIE = 'sandbox_country'

/** The request's country from its headers and cookies. */
export function requestCountry(c: Context, config: Config) {
  return resolveCountry(
    {
      sandboxCountry: c.req.header(SANDBOX_COUNTRY_HEADER) ?? getCookie(c, SANDBOX_COUNTRY_COOKIE),
      proxyCountry: c.req.header(config.geoHeader),
    },
    config,
  )
}
