import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { pageTemplate } from './pageTemplate'

const built = `<!doctype html><html lang="en" dir="ltr"><head><title data-boot>Rihla · رحلة</title><style>
@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-A1.woff2)}
@font-face{font-family:Noto Sans Arabic Variable;src:url(/assets/noto-sans-arabic-wght-B2.woff2)}
</style></head><body><!--boot--><div id="boot">…</div><!--/boot--><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`

describe('the page around a server render', () => {
  it('names the language and direction, drops the loading screen and splits at the root', () => {
    const page = pageTemplate(built, { locale: 'ar', head: '<title>عن رحلة | رحلة</title>' })
    expect(page.before).toMatch(/<html lang="ar" dir="rtl" class="[^"]+">/)
    expect(page.before).not.toContain('id="boot"')
    expect(page.before.endsWith('<div id="root">')).toBe(true)
    expect(page.after.startsWith('</div><script>')).toBe(true)
    expect(page.before).toContain('<!--rihla-head--><title>عن رحلة | رحلة</title><!--/rihla-head-->')
    expect(page.before).not.toContain('data-boot')
  })

  /** The starter the page carries instead of the module script, run in a browser of its own. */
  function runStarter({ paintTiming }: { paintTiming: boolean }) {
    const nonced = built.replace('<script type="module"', '<script nonce="n" type="module" crossorigin')
    const { after } = pageTemplate(nonced, { locale: 'en', head: '' })
    expect(after).not.toContain('type="module"')
    const starter = /<script nonce="n">(.*?)<\/script>/.exec(after)?.[1]
    expect(starter).toBeDefined()
    const added: Record<string, unknown>[] = []
    const listeners: Record<string, () => void> = {}
    const timers: (() => void)[] = []
    const paints: ((names: string[]) => void)[] = []
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
      constructor(private readonly report: (list: unknown, observer: PerformanceObserver) => void) {}
      observe({ type }: { type: string }) {
        if (type !== 'paint') throw new Error(`observed ${type}`)
        paints.push((names) =>
          this.report({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this),
        )
      }
      disconnect() {
        paints.length = 0
      }
    }
    const browser = {
      self: { PerformanceObserver },
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
      setTimeout: (callback: () => void, delay: number) => {
        expect(delay).toBe(3000)
        timers.push(callback)
      },
      document: {
        currentScript: { nonce: 'n' },
        createElement: () => ({}),
        head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      },
    }
    runInNewContext(starter!, browser)
    const paint = (name: string) => paints.forEach((report) => report([name]))
    return { added, load: () => listeners.load!(), paint, timeUp: () => timers.forEach((t) => t()) }
  }
  const appScript = { type: 'module', crossOrigin: '', nonce: 'n', src: '/assets/app.js' }

  it('asks for the app’s code once the page has loaded and its first frame is on screen', () => {
    const loadFirst = runStarter({ paintTiming: true })
    loadFirst.load()
    loadFirst.paint('first-paint')
    expect(loadFirst.added).toEqual([])
    loadFirst.paint('first-contentful-paint')
    expect(loadFirst.added).toEqual([appScript])
    loadFirst.timeUp()
    expect(loadFirst.added).toHaveLength(1)

    const paintFirst = runStarter({ paintTiming: true })
    paintFirst.paint('first-contentful-paint')
    expect(paintFirst.added).toEqual([])
    paintFirst.load()
    expect(paintFirst.added).toEqual([appScript])
  })

  it('starts on load where the browser reports no paints, and 3 s after load where nothing paints', () => {
    const noPaintTiming = runStarter({ paintTiming: false })
    noPaintTiming.load()
    expect(noPaintTiming.added).toEqual([appScript])

    const hiddenTab = runStarter({ paintTiming: true })
    hiddenTab.load()
    expect(hiddenTab.added).toEqual([])
    hiddenTab.timeUp()
    expect(hiddenTab.added).toEqual([appScript])
  })

  it('preloads the fonts of the page’s language', () => {
    const arabic = pageTemplate(built, { locale: 'ar', head: '' }).before
    expect(arabic).toContain('href="/assets/noto-sans-arabic-wght-B2.woff2"')
    expect(arabic).toContain('href="/assets/inter-latin-wght-A1.woff2"')
    const english = pageTemplate(built, { locale: 'en', head: '' }).before
    expect(english).toContain('href="/assets/inter-latin-wght-A1.woff2"')
    expect(english.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-A1.woff2" crossorigin />',
    ])
  })

  it('keeps the script nonce off the head tags but on the structured data', () => {
    const head =
      '<meta property="csp-nonce" content="secret"/><meta name="description" content="d" nonce="secret"/><script type="application/ld+json" nonce="secret">{}</script>'
    const page = pageTemplate(built, { locale: 'en', head }).before
    expect(page).not.toContain('property="csp-nonce"')
    expect(page).toContain('<meta name="description" content="d"/>')
    expect(page).toContain('<script type="application/ld+json" nonce="secret">')
  })
})
