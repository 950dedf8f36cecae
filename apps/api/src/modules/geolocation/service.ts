import type { Config } from '../../config'

// Cloudflare answers XX for an unknown country and T1 for Tor; neither is a place.
const NOT_A_COUNTRY = new Set(['XX', 'T1'])

const asCountry = (value: string | undefined) => {
  const code = value?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null
}

export interface CountryHints {
  /** x-sandbox-country header or sandbox_country cookie; honoured in sandbox mode only. */
  sandboxCountry?: string | undefined
  /** The trusted proxy's country header (cf-ipcountry by default). */
  proxyCountry?: string | undefined
}

/** Where the request comes from: sandbox override, then the proxy's header, then the configured default. */
export function resolveCountry(hints: CountryHints, config: Pick<Config, 'sandbox' | 'geoDefaultCountry'>) {
  return (
    (config.sandbox ? asCountry(hints.sandboxCountry) : null) ??
    asCountry(hints.proxyCountry) ??
    asCountry(config.geoDefaultCountry)
  )
}
