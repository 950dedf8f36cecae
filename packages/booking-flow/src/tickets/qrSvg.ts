import QRCode from 'qrcode'

// The QR code a ticket carries, drawn by the `qrcode` library as SVG: sharp at any print size, and
// made in the browser from the reference alone (nothing leaves the page to draw it).

/**
 * The QR code of a ticket's signed reference as an SVG document. Error correction M survives a
 * crease or a scratched phone screen; the quiet zone of 2 modules is what scanners need around it.
 */
export function qrSvg(reference: string): string {
  let svg = ''
  // With a callback the library draws at once (no promise), so a render can use it.
  QRCode.toString(reference, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }, (error, drawn) => {
    if (error) throw error
    svg = drawn
  })
  return svg
}

/** An SVG document as an image address, for an `<img>` or a download. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
