import type { Plugin } from 'vite'

/**
 * Puts the stylesheets the first page needs into index.html: the first paint then waits for one
 * response instead of two round trips. Stylesheets of lazy chunks stay files, loaded with their chunk.
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
            // Other chunks never link the entry's stylesheet, so the file is not emitted at all.
            delete bundle[file]
            return `<style>${String(asset.source)}</style>`
          },
        )
      },
    },
  }
}
