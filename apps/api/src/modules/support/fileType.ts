import type { SupportAttachmentType } from '@rihla/api-contract/support'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/**
 * The file's type by its first bytes, whatever its name or the type the browser declared: only the four
 * kinds support accepts are recognised, so anything else (an SVG, HTML, a script renamed .pdf) is refused.
 */
export function sniffAttachmentType(bytes: Uint8Array): SupportAttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf'
  return null
}
