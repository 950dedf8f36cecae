import { SERVER_HEAD_START } from '@rihla/core'
import { pruneInlineStyles } from './pageStyles'

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/
const encoder = new TextEncoder()

/**
 * The rendered app inside the page's opening and closing HTML. The app is read whole first: the page's
 * data is loaded before React renders, so its HTML arrives at once, and the head can then carry only
 * the styles that HTML uses (pruneInlineStyles). React writes the preloads a page asks for (Home's offer
 * image) first in the app's HTML, which comes after the site's stylesheet; moved up into the head,
 * before it, they reach the browser with the page's first bytes, a round trip sooner on a slow connection.
 */
export function aroundApp(body: ReadableStream<Uint8Array> | null, before: string, after: string) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const app = body ? await new Response(body).text() : ''
      const head = LEADING_PRELOADS.exec(app)?.[0] ?? ''
      const marker = `<!--${SERVER_HEAD_START}-->`
      const page = pruneInlineStyles(before, app + after)
      controller.enqueue(encoder.encode(head ? page.replace(marker, () => head + marker) : page))
      controller.enqueue(encoder.encode(app.slice(head.length) + after))
      controller.close()
    },
  })
}
