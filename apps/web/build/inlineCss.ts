import type { Plugin } from 'vite'

const FONT_FACES = /@font-face\{[^}]*\}/g

/**
 * Puts the stylesheets the first page needs into index.html: the first paint then waits for one
 * response instead of two round trips. Stylesheets of lazy chunks stay files, loaded with their chunk.
 * Lazy chunks still name the entry stylesheet among their dependencies, and Vite's loader skips a
 * stylesheet the page already links: a disabled link, added by script so the browser's preload scanner
 * does not fetch it either, tells the loader this one is here. `data-stylesheet` names the file, for the
 * server, which keeps only the rules a page uses, and the browser, which then enables the whole file.
 *
 * The fonts' `@font-face` rules go in a style of their own and leave the file: declared again by the
 * file as it is enabled, every face would change, and the browser would lay out all the page's text again.
 * Each face has a style of its own, which the page sets aside when its font came too late
 * (src/shell/lateFonts.ts).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'rihla-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(
          /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g,
          (tag: string, file: string) => {
            const asset = bundle[file]
            if (asset?.type !== 'asset') return tag
            const css = String(asset.source)
            const fontFaces = css.match(FONT_FACES) ?? []
            const rules = css.replace(FONT_FACES, '')
            asset.source = rules
            const marker = `<script>{const l=document.createElement('link');l.setAttribute('disabled','');l.rel='stylesheet';l.href='/${file}';document.head.append(l)}</script>`
            const fonts = fontFaces.map((face) => `<style data-font-face>${face}</style>`).join('')
            return `${fonts}<style data-stylesheet="/${file}">${rules}</style>${marker}`
          },
        )
      },
    },
  }
}
