// Printing one ticket of several: the print stylesheet (Tickets.css.ts) shows only the ticket marked
// here while the page prints, so "Print" on a ticket gives that ticket alone, on one page, ready to be
// saved as a PDF from the print dialog. Printing the whole page gives every ticket, one a page.

export const PRINTING_ATTRIBUTE = 'data-printing-ticket'

/** Prints the given ticket alone. */
export function printTicket(ticket: HTMLElement) {
  const root = document.documentElement
  for (const marked of document.querySelectorAll(`[${PRINTING_ATTRIBUTE}]`)) {
    marked.removeAttribute(PRINTING_ATTRIBUTE)
  }
  root.setAttribute(PRINTING_ATTRIBUTE, '')
  ticket.setAttribute(PRINTING_ATTRIBUTE, '')
  window.addEventListener(
    'afterprint',
    () => {
      root.removeAttribute(PRINTING_ATTRIBUTE)
      ticket.removeAttribute(PRINTING_ATTRIBUTE)
    },
    { once: true },
  )
  window.print()
}

/** Saves a file the page made (the ticket's SVG) under the given name. */
export function downloadFile(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
