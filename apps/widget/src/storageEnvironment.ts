import type { AppEnvironment } from '@rihla/core'

/**
 * The widget's side of the visitor: a partner's page frames it from another site, where its cookies
 * are third-party ones (refused by Safari, by Chrome's incognito and by any visitor who blocks them,
 * and never sent for `SameSite=Lax`). What the site keeps in cookies (app data, language, currency)
 * the widget keeps in the frame's session storage, which browsers partition by the embedding site,
 * under the frame's name, so two widgets on one page keep theirs apart. Where even that is refused,
 * the values last for the visit in memory.
 */
export function storageEnvironment(frameName: string, storage: () => Storage = () => sessionStorage) {
  const memory = new Map<string, string>()
  const key = (name: string) => `rihla:${frameName}:${name}`
  const environment: AppEnvironment = {
    server: false,
    readCookie: (name) => {
      try {
        return storage().getItem(key(name)) ?? memory.get(name) ?? null
      } catch {
        return memory.get(name) ?? null
      }
    },
    writeCookie: (name, value) => {
      memory.set(name, value)
      try {
        storage().setItem(key(name), value)
      } catch {
        // Storage refused in this frame: the value lives in memory for this visit.
      }
    },
    get languages() {
      return navigator.languages
    },
  }
  return environment
}
