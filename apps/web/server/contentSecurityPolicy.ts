import { randomBytes } from 'node:crypto'

/** Where browsers send violation reports; the site's own server logs them (see cspReport.ts). */
export const CSP_REPORT_PATH = '/csp-report'

export interface PageNonces {
  /** On every inline script of the page; hidden from the DOM by the browser once parsed. */
  script: string
  /**
   * On the page's inline styles, and in a `csp-nonce` meta tag for the ALTCHA captcha, which injects
   * its stylesheet at runtime and reads the nonce there. Separate from the script nonce, so reading
   * it from the page never lets anyone run a script.
   */
  style: string
}

export const newNonces = (): PageNonces => ({
  script: randomBytes(16).toString('base64'),
  style: randomBytes(16).toString('base64'),
})

export interface PolicyOptions {
  nonces: PageNonces
  /** The host name the browser used: the realtime server listens on the API's host on its own port. */
  hostname: string
  /** More connect-src sources (a Pusher cluster, a public API URL), from RIHLA_CSP_CONNECT_SRC. */
  extraConnectSources: readonly string[]
}

/**
 * The site's Content-Security-Policy. Scripts only from our origin or carrying this response's nonce,
 * never eval; styles from our files or nonced; the captcha solves in a worker made from a blob; the
 * page may be framed only by itself (clickjacking), and forms post only to our own origin.
 */
export function contentSecurityPolicy({ nonces, hostname, extraConnectSources }: PolicyOptions) {
  const realtime = /^[a-z0-9.-]+$/i.test(hostname) ? [`ws://${hostname}:*`, `wss://${hostname}:*`] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonces.script}'`],
    'style-src': ["'self'", `'nonce-${nonces.style}'`],
    // Style attributes only (never a stylesheet or a script): pages come rendered by the server, and
    // react-aria writes some of its styles (visually hidden text, positions) as attributes, which the
    // browser would otherwise drop from the HTML and React would not set again when it hydrates.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...realtime, ...extraConnectSources],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** The page with this response's nonces on its inline scripts and styles, and the style nonce's meta tag. */
export function withNonces(html: string, nonces: PageNonces) {
  return html
    .replace(/<script\b/g, `<script nonce="${nonces.script}"`)
    .replace(/<style\b/g, `<style nonce="${nonces.style}"`)
    .replace(/<head>/, `<head><meta name="csp-nonce" content="${nonces.style}" />`)
}
