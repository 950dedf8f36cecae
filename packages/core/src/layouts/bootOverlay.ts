export const FIRST_RENDER_MARK = 'rihla:first-render'

/**
 * index.html paints a full-screen loading animation before any script runs; the shell fades it out
 * once the first page (or its error) is on screen, i.e. after app data, the redirect check and the
 * initial fetches (SPEC.md §2 root shell).
 */
export function dismissBootOverlay() {
  // The routed page's own title (HeadContent) takes over from the one index.html starts with.
  document.querySelector('title[data-boot]')?.remove()
  const overlay = document.getElementById('boot')
  if (!overlay || overlay.classList.contains('done')) return
  // A user-timing mark of the first page on screen, for measurements (what loaded before it).
  performance.mark(FIRST_RENDER_MARK)
  overlay.classList.add('done')
  overlay.setAttribute('aria-hidden', 'true')
  overlay.removeAttribute('role')
  const remove = () => overlay.remove()
  overlay.addEventListener('transitionend', remove, { once: true })
  setTimeout(remove, 400)
}
