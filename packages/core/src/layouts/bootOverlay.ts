export const FIRST_RENDER_MARK = 'rihla:first-render'

/**
 * index.html paints a full-screen loading animation before any script runs; the shell fades it out
 * once the first page (or its error) is on screen, i.e. after app data, the redirect check and the
 * initial fetches (SPEC.md §2 root shell).
 */
export function dismissBootOverlay() {
  // A user-timing mark of the first page on screen and working (rendered here, or hydrated when the
  // server sent it), for measurements and for tests that wait for the page to respond.
  if (!performance.getEntriesByName(FIRST_RENDER_MARK).length) performance.mark(FIRST_RENDER_MARK)
  const overlay = document.getElementById('boot')
  if (!overlay || overlay.classList.contains('done')) return
  overlay.classList.add('done')
  overlay.setAttribute('aria-hidden', 'true')
  overlay.removeAttribute('role')
  const remove = () => overlay.remove()
  overlay.addEventListener('transitionend', remove, { once: true })
  setTimeout(remove, 400)
}

/** Marks the head tags the server wrote, between two comments, for the browser to drop. */
export const SERVER_HEAD_START = 'rihla-head'
export const SERVER_HEAD_END = '/rihla-head'

/**
 * The head the page came with: the title index.html starts with, or the tags the server rendered.
 * The routed page's own head (HeadContent) replaces it; these nodes are taken before that head renders
 * (React puts its title before the first title in the document, which may be among them) and removed
 * once it has, so the document is never without a title and nothing of the first page's head outlives
 * the next navigation.
 */
export function inheritedHeadNodes(): ChildNode[] {
  const nodes: ChildNode[] = [...document.querySelectorAll('title[data-boot]')]
  let inside = false
  for (const node of document.head.childNodes) {
    if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === SERVER_HEAD_START) inside = true
    if (inside) nodes.push(node)
    if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === SERVER_HEAD_END) inside = false
  }
  return nodes
}
