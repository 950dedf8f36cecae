/** Cookie names and lifetimes shared by the bootstrap and the switches. */
export const LOCALE_COOKIE = 'rihla_locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
export const APP_DATA_COOKIE = 'appData'
export const APP_DATA_COOKIE_MAX_AGE = 7 * 24 * 60 * 60

export function readCookie(name: string, source = document.cookie): string | null {
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

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`
}
