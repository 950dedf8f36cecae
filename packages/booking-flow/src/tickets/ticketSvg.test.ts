import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrSvg } from './qrSvg'
import { ticketSvg } from './ticketSvg'

const reference = 'RH-RAIL-1A2B3C.0.abcdefghijklmnopqrstuv'

describe('qrSvg', () => {
  it('draws the QR code of the reference at once', () => {
    const svg = qrSvg(reference)
    expect(svg.startsWith('<svg')).toBe(true)
    // The same drawing as the library's own promise gives: the reference is what is encoded.
    return expect(
      QRCode.toString(reference, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    ).resolves.toBe(svg)
  })
  it('draws another code for another reference', () => {
    expect(qrSvg(`${reference}x`)).not.toBe(qrSvg(reference))
  })
})

describe('ticketSvg', () => {
  const file = (dir: 'ltr' | 'rtl') =>
    ticketSvg({
      title: 'Ticket 1 of 2: Sara <Al> & "Co"',
      lines: ['HHR-8103', 'Coach 3, seat 12A'],
      qr: qrSvg(reference),
      reference,
      dir,
    })

  it('holds the lines, escaped, and the QR code placed inside the ticket', () => {
    const svg = file('ltr')
    expect(svg).toContain('Sara &#60;Al&#62; &#38; &#34;Co&#34;')
    expect(svg).toContain('>Coach 3, seat 12A</text>')
    expect(svg).toContain(`>${reference}</text>`)
    expect(svg).toMatch(/<svg x="\d+" y="\d+" width="220" height="220" xmlns/)
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull()
  })
  it('starts the text at the right edge in Arabic, with the QR code at the left', () => {
    expect(file('rtl')).toContain(
      '<text x="608" y="48" font-size="22" font-weight="700" text-anchor="start" direction="rtl">',
    )
    expect(file('rtl')).toMatch(/<svg x="32" y="32" width="220"/)
    expect(file('ltr')).toMatch(/<svg x="388" y="32" width="220"/)
  })
})
