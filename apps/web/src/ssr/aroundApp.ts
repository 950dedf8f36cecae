import { SERVER_HEAD_START } from '@rihla/core'
import { pruneInlineStyles } from './pageStyles'

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/
const encoder = new TextEncoder()

/**
 * The page with the app's preloads ahead of the fonts' (or of the page's head tags, without fonts): the
 * largest image they name is the page's largest paint, which a font set in `font-display: optional` is not.
 */
function preloadsAt(page: string) {
  const fonts = page.indexOf('<link rel="preload" as="font"')
  return fonts >= 0 ? fonts : page.indexOf(`<!--${SERVER_HEAD_START}-->`)
}

/**
 * The rendered app inside the page's opening and closing HTML. The app is read whole first: the page's
 * data is loaded before React renders, so its HTML arrives at once, and the head can then carry only
 * the styles that HTML uses (pruneInlineStyles). React writes the preloads a page asks for (Home's offer
 * image) first in the app's HTML, which comes after the site's stylesheet; moved up into the head,
 * before it and the fonts, they reach the browser with the page's first bytes, a round trip sooner on a
 * slow connection.
 */
export function aroundApp(body: ReadableStream<Uint8Array> | null, before: string, after: string) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const app = body ? await new Response(body).text() : ''
      const page = pruneInlineStyles(before, app + after)
      const at = preloadsAt(page)
      const preloads = at >= 0 ? (LEADING_PRELOADS.exec(app)?.[0] ?? '') : ''
      controller.enqueue(encoder.encode(preloads ? page.slice(0, at) + preloads + page.slice(at) : page))
      controller.enqueue(encoder.encode(app.slice(preloads.length) + after))
      controller.close()
    },
  })
}
