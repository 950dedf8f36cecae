/** Cookie names and lifetimes shared by the bootstrap and the switches. */
export const LOCALE_COOKIE = 'rihla_locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
export const CURRENCY_COOKIE = 'rihla_currency'
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
export const APP_DATA_COOKIE = 'appData'
export const APP_DATA_COOKIE_MAX_AGE = 7 * 24 * 60 * 60

/** The value of `name` in a `Cookie` header or `document.cookie`. */
export function parseCookie(name: string, source: string): string | null {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/** A `Set-Cookie` value (or `document.cookie` assignment) as every cookie of the app is written. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function readCookie(name: string, source = document.cookie): string | null {
  return parseCookie(name, source)
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = serializeCookie(name, value, maxAgeSeconds, location.protocol === 'https:')
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`
}
