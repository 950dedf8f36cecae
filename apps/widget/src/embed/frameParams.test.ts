import { describe, expect, it } from 'vitest'
import { readFrameParams } from './frameParams'

describe('readFrameParams', () => {
  it('reads the host, the frame’s name, the verticals and the currency the loader sent', () => {
    const params = readFrameParams(
      '?payload=x&host=https%3A%2F%2Fpartner.example&frame=rihla-widget-2&verticals=hotel,%20event&currency=aed&payment=popup&ref=RH-1',
    )
    expect(params).toEqual({
      hostOrigin: 'https://partner.example',
      frameId: 'rihla-widget-2',
      verticals: ['hotel', 'event'],
      currency: 'AED',
      paymentWindow: 'popup',
      // What a return address brings back: the payload and the loader's parameters, nothing else.
      returnQuery:
        'payload=x&host=https%3A%2F%2Fpartner.example&frame=rihla-widget-2&verticals=hotel%2C+event&currency=aed&payment=popup',
    })
  })

  it('drops what is not an origin, a vertical’s name or a currency code', () => {
    expect(
      readFrameParams('?host=https://partner.example/path&frame=a%20b&verticals=%3Cscript%3E&currency=riyal'),
    ).toMatchObject({
      hostOrigin: null,
      frameId: null,
      verticals: null,
      currency: null,
      paymentWindow: 'frame',
    })
    expect(readFrameParams('?host=javascript:alert(1)').hostOrigin).toBeNull()
  })
})
