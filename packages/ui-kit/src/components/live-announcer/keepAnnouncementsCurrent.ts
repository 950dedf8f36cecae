/**
 * React Aria reads out what its components announce (a button's pending state, a combo box's options,
 * a calendar's month) through one visually hidden region it adds to <body>, `[data-live-announcer]`,
 * appending an entry per announcement and removing each only seven seconds later. Entries pile up, and
 * a pending button's entry is `<div role="img" aria-labelledby="<button id>">`: once that button is
 * gone (the dialog closed, the step moved on) it is an image without a name, which axe reports as
 * `role-img-alt`. This keeps the region to the one current message, as plain text read at the moment
 * of the announcement; React Aria still removes it once it has been read.
 */

const ANNOUNCER = '[data-live-announcer]'

/** The text of a node as a screen reader reads it: an aria-label wins, hidden parts are skipped. */
function readableText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? ''
  if (node.nodeType !== node.ELEMENT_NODE) return ''
  const element = node as Element
  if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return ''
  const label = element.getAttribute('aria-label')
  if (label) return label
  return Array.from(element.childNodes).map(readableText).join('')
}

/** The words an `aria-labelledby` list points at, as they read now. */
function labelText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? []
  return ids
    .map((id) => {
      const labelledBy = element.ownerDocument.getElementById(id)
      return labelledBy ? readableText(labelledBy).replace(/\s+/g, ' ').trim() : ''
    })
    .filter(Boolean)
    .join(' ')
}

/** Turns a fresh entry into text and drops every older one, in both of the region's logs. */
function keepOnlyCurrent(announcer: Element, entry: Element) {
  if (entry.getAttribute('role') === 'img') {
    const text = labelText(entry)
    entry.removeAttribute('role')
    entry.removeAttribute('aria-labelledby')
    entry.textContent = text
    if (!text) entry.remove()
  }
  for (const log of Array.from(announcer.children))
    for (const older of Array.from(log.children)) if (older !== entry) older.remove()
}

function watchAnnouncer(announcer: Element): MutationObserver {
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) =>
      Array.from(record.addedNodes).filter(
        (node): node is Element => node instanceof Element && node.parentElement?.parentElement === announcer,
      ),
    )
    const current = added.at(-1)
    if (current) keepOnlyCurrent(announcer, current)
  })
  observer.observe(announcer, { childList: true, subtree: true })
  // Entries added before the watch began (React Aria announces at once in tests) are tidied too.
  const entries = Array.from(announcer.children).flatMap((log) => Array.from(log.children))
  const last = entries.at(-1)
  if (last) keepOnlyCurrent(announcer, last)
  return observer
}

/**
 * Keeps React Aria's announcements to the current one, as text, in this document; returns the
 * function that stops. React Aria adds its region at the first announcement, so this waits for it.
 */
export function keepAnnouncementsCurrent(doc: Document = document): () => void {
  let announcerObserver: MutationObserver | undefined
  let watched: Element | null = null
  const attach = () => {
    const announcer = doc.querySelector(ANNOUNCER)
    if (announcer === watched) return
    announcerObserver?.disconnect()
    watched = announcer
    announcerObserver = announcer ? watchAnnouncer(announcer) : undefined
  }
  const bodyObserver = new MutationObserver(attach)
  bodyObserver.observe(doc.body, { childList: true })
  attach()
  return () => {
    bodyObserver.disconnect()
    announcerObserver?.disconnect()
  }
}
