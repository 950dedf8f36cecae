import type { Direction } from '@rihla/i18n'

// The downloadable ticket: one SVG file with the ticket's lines of text beside its QR code, in the
// page's language and direction. A file a traveller can keep offline or show at the gate.

export interface TicketFileContent {
  /** The heading: the traveller's name. */
  title: string
  /** One fact a line: "Coach 3 · Seat 12A", "Business", "Flex: refundable". */
  lines: string[]
  /** The QR code as an SVG document (`qrSvg`). */
  qr: string
  /** The reference under the QR code, for a scanner that cannot read it. */
  reference: string
  dir: Direction
}

const WIDTH = 640
const PADDING = 32
const QR_SIZE = 220
const LINE_HEIGHT = 28

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The ticket as a standalone SVG document. */
export function ticketSvg({ title, lines, qr, reference, dir }: TicketFileContent): string {
  const textBlockHeight = LINE_HEIGHT * (lines.length + 1)
  const height = PADDING * 3 + Math.max(textBlockHeight, QR_SIZE + LINE_HEIGHT)
  const rtl = dir === 'rtl'
  // Text runs from the start edge of the page; the QR code sits at the end edge.
  const textX = rtl ? WIDTH - PADDING : PADDING
  const anchor = 'start'
  const qrX = rtl ? PADDING : WIDTH - PADDING - QR_SIZE
  const text = (content: string, index: number, weight: number, size: number) =>
    `<text x="${textX}" y="${PADDING * 1.5 + index * LINE_HEIGHT}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" direction="${dir}">${escapeXml(content)}</text>`
  const qrCode = qr.replace('<svg ', `<svg x="${qrX}" y="${PADDING}" width="${QR_SIZE}" height="${QR_SIZE}" `)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, 'Noto Sans Arabic', sans-serif" fill="#111">`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff" stroke="#111" rx="16"/>`,
    text(title, 0, 700, 22),
    ...lines.map((line, index) => text(line, index + 1, 400, 17)),
    qrCode.trim(),
    `<text x="${qrX + QR_SIZE / 2}" y="${PADDING + QR_SIZE + LINE_HEIGHT}" font-size="12" text-anchor="middle" direction="ltr" font-family="monospace">${escapeXml(reference)}</text>`,
    '</svg>',
  ].join('\n')
}
