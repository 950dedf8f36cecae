/**
 * A partner's page frames the widget from another site; a browser that blocks third-party cookies
 * refuses such a frame its storage too, and reading `localStorage` or `sessionStorage` throws. Every
 * package's code keeps what it keeps there (the signed-in user, booking drafts, general data), so in
 * such a frame both become storage in memory: everything works for the visit and nothing outlives it.
 * Imported first by main.tsx, before any code can touch storage.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>()

  get length() {
    return this.#items.size
  }

  clear() {
    this.#items.clear()
  }

  getItem(key: string) {
    return this.#items.get(key) ?? null
  }

  key(index: number) {
    return [...this.#items.keys()][index] ?? null
  }

  removeItem(key: string) {
    this.#items.delete(key)
  }

  setItem(key: string, value: string) {
    this.#items.set(key, String(value))
  }
}

function refused(target: Window, name: 'localStorage' | 'sessionStorage') {
  try {
    return !target[name]
  } catch {
    return true
  }
}

export function provideMemoryStorage(target: Window = window) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (refused(target, name))
      Object.defineProperty(target, name, { value: new MemoryStorage(), configurable: true })
  }
}

provideMemoryStorage()
