import type { Plugin } from 'vite'

/**
 * Puts the stylesheets the first page needs into index.html: the first paint then waits for one
 * response instead of two round trips. Stylesheets of lazy chunks stay files, loaded with their chunk.
 * Lazy chunks still name the entry stylesheet among their dependencies, and Vite's loader skips a
 * stylesheet the page already links: a disabled link, added by script so the browser's preload scanner
 * does not fetch it either, tells the loader this one is here.
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
            const marker = `<script>{const l=document.createElement('link');l.setAttribute('disabled','');l.rel='stylesheet';l.href='/${file}';document.head.append(l)}</script>`
            return `<style>${String(asset.source)}</style>${marker}`
          },
        )
      },
    },
  }
}
