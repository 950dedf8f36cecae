import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const part = (name: string) => readFileSync(new URL(`./boot/${name}.html`, import.meta.url), 'utf8').trim()

/**
 * The page every app shows before its script runs: the first paint's colours and fonts
 * (`<!--rihla:boot-style-->` in the head) and the "getting your trip ready" screen
 * (`<!--rihla:boot-screen-->` in the body), one copy for the site and the widget; and, once the page's
 * language is set, a worker that loads Intl's locale data (`<!--rihla:boot-intl-->`).
 */
export function bootScreen(): Plugin {
  return {
    name: 'rihla-boot-screen',
    // Before the other transforms, which add to the page these parts are in.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('<!--rihla:boot-intl-->', part('intl'))
          .replace('<!--rihla:boot-style-->', part('style'))
          .replace('<!--rihla:boot-screen-->', part('screen')),
    },
  }
}
