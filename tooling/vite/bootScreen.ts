import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const part = (name: string) => readFileSync(new URL(`./boot/${name}.html`, import.meta.url), 'utf8').trim()

/**
 * The page every app shows before its script runs: the first paint's colours and fonts
 * (`<!--rihla:boot-style-->` in the head) and the "getting your trip ready" screen
 * (`<!--rihla:boot-screen-->` in the body), one copy for the site and the widget.
 */
export function bootScreen(): Plugin {
  return {
    name: 'rihla-boot-screen',
    // Before the other transforms, which add to the page these parts are in.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('<!--rihla:boot-style-->', part('style'))
          .replace('<!--rihla:boot-screen-->', part('screen')),
    },
  }
}
