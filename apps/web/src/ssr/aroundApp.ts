import { SERVER_HEAD_START } from '@rihla/core'

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/
const encoder = new TextEncoder()

/**
 * The rendered app streamed between the page's opening and closing HTML. React writes the preloads a
 * page asks for (Home's offer image) first in the app's HTML, which comes after the site's stylesheet;
 * moved up into the head, before it, they reach the browser with the page's first bytes, a round trip
 * sooner on a slow connection.
 */
export function aroundApp(body: ReadableStream<Uint8Array> | null, before: string, after: string) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const reader = body?.getReader()
      const first = reader ? await reader.read() : { done: true as const, value: undefined }
      const { head, rest } = splitLeadingPreloads(first.value)
      const marker = `<!--${SERVER_HEAD_START}-->`
      controller.enqueue(encoder.encode(head ? before.replace(marker, head + marker) : before))
      if (rest) controller.enqueue(rest)
      if (reader && !first.done) {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          controller.enqueue(value)
        }
      }
      controller.enqueue(encoder.encode(after))
      controller.close()
    },
  })
}

/** The preload tags at the start of a chunk (ASCII: one character a byte), and the rest of its bytes. */
function splitLeadingPreloads(chunk: Uint8Array | undefined) {
  if (!chunk) return { head: '', rest: undefined }
  const start = new TextDecoder().decode(chunk.subarray(0, 8192))
  const head = LEADING_PRELOADS.exec(start)?.[0] ?? ''
  // eslint-disable-next-line no-control-regex -- a check that the tags are ASCII
  if (!head || !/^[\x00-\x7f]*$/.test(head)) return { head: '', rest: chunk }
  return { head, rest: chunk.subarray(head.length) }
}
