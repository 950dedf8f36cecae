import type { Vertical } from '@rihla/api-contract'

/** What the loader put in the frame's first address besides the payload. */
export interface FrameParams {
  /** The embedding page's origin, where the frame posts its messages; null for a plain iframe. */
  hostOrigin: string | null
  /** The loader's name for this frame, so a page with two widgets tells their messages apart. */
  frameId: string | null
  verticals: Vertical[] | null
  currency: string | null
  /** Where the card gateway's page opens, as the partner chose: the frame, or a new window. */
  paymentWindow: 'frame' | 'popup'
  /**
   * The frame's first address's query as a page that leaves the frame (the card gateway) must bring it
   * back: the payload and the loader's parameters, since no storage outlives that navigation.
   */
  returnQuery: string
}

export const FRAME_PARAMS = ['host', 'frame', 'verticals', 'currency', 'payment'] as const

function origin(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null
  } catch {
    return null
  }
}

export function readFrameParams(search: string): FrameParams {
  const params = new URLSearchParams(search)
  // Names only: the payload's own verticals decide which count (withEmbedOptions), and the contract's
  // list would bring every schema into the first page.
  const verticals = (params.get('verticals') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[a-z_]{1,20}$/.test(name)) as Vertical[]
  const currency = params.get('currency')?.toUpperCase() ?? null
  const frameId = params.get('frame')
  const kept = new URLSearchParams()
  for (const name of ['payload', ...FRAME_PARAMS]) {
    const value = params.get(name)
    if (value) kept.set(name, value)
  }
  return {
    hostOrigin: origin(params.get('host')),
    frameId: frameId && /^[\w-]{1,64}$/.test(frameId) ? frameId : null,
    verticals: verticals.length ? verticals : null,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    paymentWindow: params.get('payment') === 'popup' ? 'popup' : 'frame',
    returnQuery: kept.toString(),
  }
}
