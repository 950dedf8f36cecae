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

  it('asks for the app’s code once the page’s text, images and fonts have loaded', () => {
    const nonced = built.replace('<script type="module"', '<script nonce="n" type="module" crossorigin')
    const { after } = pageTemplate(nonced, { locale: 'en', head: '' })
    expect(after).not.toContain('type="module"')
    const starter = /<script nonce="n">(.*?)<\/script>/.exec(after)?.[1]
    expect(starter).toBeDefined()
    const added: Record<string, unknown>[] = []
    const listeners: Record<string, () => void> = {}
    const script = {} as Record<string, unknown>
    const browser = {
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
      document: {
        currentScript: { nonce: 'n' },
        createElement: () => script,
        head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      },
    }
    runInNewContext(starter!, browser)
    expect(added).toEqual([])
    listeners.load!()
    expect(added).toEqual([{ type: 'module', crossOrigin: '', nonce: 'n', src: '/assets/app.js' }])
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
