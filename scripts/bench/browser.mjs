import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs'
import { onCleanup } from './cleanup.mjs'

/**
 * Debian's Chromium, headless, left to the benchmark's own signal handling; `close` ends it now, and
 * cleanup does if nobody has.
 */
export async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
  })
  return { browser, close: onCleanup(() => browser.close()) }
}
