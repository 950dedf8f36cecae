/**
 * The QR payload of a ZATCA simplified tax invoice (phase 1): five TLV fields — tag and length as one
 * byte each, the value in UTF-8 — concatenated and Base64-encoded.
 */
export interface ZatcaQrFields {
  sellerName: string
  vatNumber: string
  /** ISO 8601 time the invoice was issued. */
  timestamp: string
  /** Invoice total with VAT, as a decimal string ("1178.00"). */
  total: string
  /** VAT total, as a decimal string. */
  vat: string
}

const TAG_ORDER = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat'] as const

export function encodeZatcaQr(fields: ZatcaQrFields): string {
  const parts = TAG_ORDER.map((key, index) => {
    const value = Buffer.from(fields[key], 'utf8')
    if (value.length > 255) throw new Error(`TLV value of ${key} is longer than 255 bytes`)
    return Buffer.concat([Buffer.from([index + 1, value.length]), value])
  })
  return Buffer.concat(parts).toString('base64')
}

/** Reads a payload back into its tags and values (for tests and for checking an invoice). */
export function decodeTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64')
  const fields = new Map<number, string>()
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!
    const length = bytes[at + 1]!
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'))
    at += 2 + length
  }
  return fields
}
