/**
 * The site's whole stylesheet, on a page whose server sent only the rules its HTML uses (ssr/pageStyles):
 * enabled before the browser renders anything the server did not (a dialog, a lazy section). Resolves
 * once it applies, or failed to load, when the page keeps the rules it came with.
 */
export function loadWholeStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLStyleElement>('style[data-pruned]')?.dataset.stylesheet
  const link = href && document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`)
  if (!link || !link.disabled) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
    link.disabled = false
  })
}
