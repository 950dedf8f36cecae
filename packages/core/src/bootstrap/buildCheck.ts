const RELOAD_GUARD_KEY = 'rihla:reload'
/** SPEC.md §9: a reload to the same path is not repeated within this window, so a broken deploy cannot loop. */
export const RELOAD_GUARD_TTL_MS = 10_000
const POLL_INTERVAL_MS = 5 * 60_000

/**
 * SPEC.md §4 build check: when builds/latest.json names another build, or a lazy chunk failed to
 * load (the files of the running build are gone after a deploy), the next navigation is a full page
 * load instead of a client-side one.
 */
export class BuildCheck {
  #reloadPending = false
  #timer: ReturnType<typeof setInterval> | undefined

  constructor(
    readonly buildId: string,
    private readonly fetchLatest: () => Promise<unknown> = () =>
      fetch(new URL(`builds/latest.json?t=${Date.now()}`, document.baseURI), { cache: 'no-store' }).then(
        (r) => (r.ok ? r.json() : null),
      ),
  ) {}

  get reloadPending() {
    return this.#reloadPending
  }

  markReloadPending() {
    this.#reloadPending = true
  }

  async check(): Promise<void> {
    try {
      // The schema (and zod) load with the first check, minutes after the first page.
      const [{ latestBuildSchema }, answer] = await Promise.all([import('./latestBuild'), this.fetchLatest()])
      const latest = latestBuildSchema.safeParse(answer)
      if (latest.success && latest.data.id !== this.buildId) this.#reloadPending = true
    } catch (error) {
      console.warn('Build check failed', error)
    }
  }

  start(target: Window = window): () => void {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.check()
    }
    const onChunkError = (event: Event) => {
      // Vite fires this when a dynamic import fails; the page reloads on the next navigation instead.
      event.preventDefault()
      this.markReloadPending()
    }
    this.#timer = setInterval(() => void this.check(), POLL_INTERVAL_MS)
    target.addEventListener('visibilitychange', onVisible)
    target.addEventListener('vite:preloadError', onChunkError)
    return () => {
      clearInterval(this.#timer)
      target.removeEventListener('visibilitychange', onVisible)
      target.removeEventListener('vite:preloadError', onChunkError)
    }
  }
}

/**
 * A full page load of `href`, unless one to the same path was started within the guard window.
 * Returns whether the reload was started.
 */
export function reloadOnce(href: string, storage: Storage = sessionStorage, now = Date.now()): boolean {
  const path = new URL(href, location.href).pathname
  try {
    const previous = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null') as {
      path: string
      expires: number
    } | null
    if (previous && previous.path === path && previous.expires > now) return false
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_TTL_MS }))
  } catch {
    // Storage can be full or blocked; reloading without the guard is still right.
  }
  location.assign(href)
  return true
}

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  )
