import { describe, expect, it } from 'vitest'
import { aroundApp } from './aroundApp'

const before =
  '<html><head><!--rihla-head--><title>t</title><!--/rihla-head--><style>big</style></head><body><div id="root">'
const after = '</div></body></html>'

function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

describe('the app streamed inside the page', () => {
  it('moves the preloads React writes first into the head, before the stylesheet', async () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="/a.webp 320w" fetchPriority="high"/>'
    const page = await read(aroundApp(streamOf(`${preload}<main>é</main>`, '<p>more</p>'), before, after))
    expect(page).toBe(
      `<html><head>${preload}<!--rihla-head--><title>t</title><!--/rihla-head--><style>big</style></head>` +
        '<body><div id="root"><main>é</main><p>more</p></div></body></html>',
    )
  })

  it('puts them ahead of the fonts’ preloads: the image is the largest paint, the fonts are optional', async () => {
    const preload = '<link rel="preload" as="image" href="/offer.webp" fetchPriority="high"/>'
    const font = '<link rel="preload" as="font" type="font/woff2" href="/inter.woff2" crossorigin />'
    const page = await read(
      aroundApp(
        streamOf(`${preload}<main></main>`),
        before.replace('<!--rihla-head-->', `${font}<!--rihla-head-->`),
        after,
      ),
    )
    expect(page).toContain(`<head>${preload}${font}<!--rihla-head-->`)
    expect(page).toContain('<div id="root"><main></main>')
  })

  it('leaves a page without leading preloads as it was rendered', async () => {
    const page = await read(
      aroundApp(streamOf('<main>é<link rel="preload" href="/x"/></main>'), before, after),
    )
    expect(page).toBe(`${before}<main>é<link rel="preload" href="/x"/></main>${after}`)
  })

  it('keeps only the styles the rendered page uses', async () => {
    const styled = before.replace('<style>big</style>', '<style data-stylesheet="/s.css">.a{}.b{}</style>')
    const page = await read(aroundApp(streamOf('<main class="a">', '</main>'), styled, after))
    expect(page).toContain('<style data-stylesheet="/s.css" data-pruned>.a{}</style>')
  })

  it('writes the page around an empty body', async () => {
    expect(await read(aroundApp(null, before, after))).toBe(before + after)
    expect(await read(aroundApp(streamOf(), before, after))).toBe(before + after)
  })
})
