import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import type { FlightInvoice } from './invoiceData'
import { encodeZatcaQr } from './tlv'

const require = createRequire(import.meta.url)
/** Noto Naskh Arabic (OFL) from @fontsource; pdfkit's fontkit shapes it (joined letters, ligatures). */
const ARABIC_FONT =
  require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff')
const ARABIC_BOLD =
  require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff')

const PAGE = { width: 595.28, margin: 40 }
const RIGHT = PAGE.width - PAGE.margin
const ARABIC = /[\u0600-\u06FF]/

const sar = (halalas: number) => (halalas / 100).toFixed(2)

/** Riyadh wall-clock time (UTC+3, no daylight saving), as printed on the invoice. */
const riyadhTime = (at: Date) =>
  `${new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+03:00)`

type Doc = InstanceType<typeof PDFDocument>

/**
 * Writes a right-to-left line ending at `right`. pdfkit shapes each Arabic word but lays words out left
 * to right, so the words are placed here one by one from the right edge; a Latin token (a number, a
 * percent) is kept whole in Helvetica, as the bidirectional algorithm would show it.
 */
function rtl(doc: Doc, text: string, right: number, y: number, { size = 10, bold = false } = {}) {
  let x = right
  const space = doc.font('Helvetica').fontSize(size).widthOfString(' ')
  for (const word of text.split(' ')) {
    const font = ARABIC.test(word) ? (bold ? 'ar-bold' : 'ar') : bold ? 'Helvetica-Bold' : 'Helvetica'
    doc.font(font).fontSize(size)
    const width = doc.widthOfString(word)
    x -= width
    // Arabic glyphs sit higher on the line than Helvetica's: lower them to share a baseline.
    doc.text(word, x, ARABIC.test(word) ? y - size * 0.35 : y, { lineBreak: false })
    x -= space
  }
}

function ltr(doc: Doc, text: string, x: number, y: number, { size = 10, bold = false, width = 0 } = {}) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size)
  doc.text(text, x, y, width ? { width, lineBreak: true } : { lineBreak: false })
}

/** A row of the invoice: the English label on the left, the value in the middle, the Arabic label on the right. */
function row(doc: Doc, y: number, en: string, value: string, ar: string, bold = false) {
  ltr(doc, en, PAGE.margin, y, { bold })
  ltr(doc, value, 230, y, { bold })
  rtl(doc, ar, RIGHT, y, { bold })
}

/**
 * The simplified tax invoice as a PDF (A4, one page): seller and VAT number, invoice number and time,
 * the lines with their VAT treatment, taxable amount, VAT at 15% and total, in English and Arabic, and
 * the TLV QR code ZATCA requires on simplified invoices.
 */
export async function renderInvoicePdf(invoice: FlightInvoice): Promise<Buffer> {
  const qrPayload = qrPayloadOf(invoice)
  const qrImage = await QRCode.toBuffer(qrPayload, {
    type: 'png',
    margin: 1,
    width: 320,
    errorCorrectionLevel: 'M',
  })

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // The QR payload is also kept as the document's keywords, so software (and tests) can read it as text.
    info: {
      Title: `Simplified Tax Invoice ${invoice.number}`,
      Author: invoice.seller.nameEn,
      Keywords: `zatca-qr:${qrPayload}`,
    },
  })
  doc.registerFont('ar', ARABIC_FONT)
  doc.registerFont('ar-bold', ARABIC_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  let y = PAGE.margin
  ltr(doc, 'Simplified Tax Invoice', PAGE.margin, y, { size: 18, bold: true })
  rtl(doc, 'فاتورة ضريبية مبسطة', RIGHT, y, { size: 18, bold: true })
  y += 34
  ltr(doc, invoice.seller.nameEn, PAGE.margin, y, { size: 12, bold: true })
  rtl(doc, invoice.seller.nameAr, RIGHT, y, { size: 12, bold: true })
  y += 18
  ltr(doc, invoice.seller.addressEn, PAGE.margin, y, { size: 9 })
  rtl(doc, invoice.seller.addressAr, RIGHT, y, { size: 9 })
  y += 24
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).strokeColor('#999999').stroke()
  y += 12

  const facts: [string, string, string][] = [
    ['VAT registration number', invoice.seller.vatNumber, 'الرقم الضريبي للبائع'],
    ['Invoice number', invoice.number, 'رقم الفاتورة'],
    ['Issue date and time', riyadhTime(invoice.issuedAt), 'تاريخ ووقت الإصدار'],
    ['Order ID', invoice.orderId, 'رقم الطلب'],
    ['Booking reference (PNR)', invoice.pnr ?? '-', 'المرجع'],
  ]
  for (const [en, value, ar] of facts) {
    row(doc, y, en, value, ar)
    y += 20
  }
  y += 4
  ltr(doc, invoice.titleEn, PAGE.margin, y, { bold: true })
  rtl(doc, invoice.titleAr, RIGHT, y, { bold: true })
  y += 26

  doc
    .rect(PAGE.margin, y - 6, RIGHT - PAGE.margin, 22)
    .fill('#EEF2F5')
    .fillColor('#000000')
  ltr(doc, 'Item', PAGE.margin + 4, y, { bold: true })
  ltr(doc, 'Net (SAR)', 230, y, { bold: true })
  ltr(doc, 'VAT', 310, y, { bold: true })
  rtl(doc, 'البند', RIGHT - 4, y, { bold: true })
  y += 24
  for (const line of invoice.lines) {
    ltr(doc, line.en, PAGE.margin + 4, y, { size: 9, width: 180 })
    ltr(doc, sar(line.net), 230, y)
    ltr(doc, line.vatPercent === null ? 'Out of scope' : `${line.vatPercent}%`, 310, y, { size: 9 })
    rtl(doc, line.ar, RIGHT - 4, y, { size: 9 })
    y += 26
  }
  doc
    .moveTo(PAGE.margin, y - 6)
    .lineTo(RIGHT, y - 6)
    .strokeColor('#999999')
    .stroke()
  y += 6
  row(doc, y, 'Total excluding VAT', `${sar(invoice.total - invoice.vat)} SAR`, 'الإجمالي غير شامل الضريبة')
  y += 20
  row(doc, y, 'Amount subject to VAT', `${sar(invoice.taxable)} SAR`, 'المبلغ الخاضع للضريبة')
  y += 20
  row(doc, y, 'VAT 15%', `${sar(invoice.vat)} SAR`, 'ضريبة القيمة المضافة 15%')
  y += 20
  row(doc, y, 'Total with VAT', `${sar(invoice.total)} SAR`, 'الإجمالي شامل الضريبة', true)
  y += 36

  doc.image(qrImage, PAGE.margin, y, { width: 120 })
  ltr(doc, 'Scan to verify this invoice (ZATCA).', PAGE.margin + 136, y + 40, { size: 9 })
  rtl(doc, 'امسح الرمز للتحقق من الفاتورة', RIGHT, y + 62, { size: 9 })
  doc.end()
  return done
}

/** The QR payload the invoice prints: seller name, VAT number, issue time, total and VAT (tags 1–5). */
export function qrPayloadOf(invoice: FlightInvoice) {
  return encodeZatcaQr({
    sellerName: invoice.seller.nameAr,
    vatNumber: invoice.seller.vatNumber,
    timestamp: invoice.issuedAt.toISOString(),
    total: sar(invoice.total),
    vat: sar(invoice.vat),
  })
}
