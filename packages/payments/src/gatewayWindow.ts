/**
 * The card gateway's page in a window of its own, as a partner may choose for its widget: the frame
 * keeps its page and state, and the window, back at the widget's origin at the return address, hands
 * that address to the frame that opened it and closes. Free of imports: the widget's first page
 * checks for such a return before anything else loads.
 */
export const GATEWAY_RETURN_SOURCE = 'rihla-gateway-return'

export interface GatewayReturnMessage {
  source: typeof GATEWAY_RETURN_SOURCE
  /** The payment response page's path and its `ref`: never another site. */
  href: string
}

export function isGatewayReturn(data: unknown): data is GatewayReturnMessage {
  if (typeof data !== 'object' || data === null) return false
  const { source, href } = data as Record<string, unknown>
  return (
    source === GATEWAY_RETURN_SOURCE &&
    typeof href === 'string' &&
    href.startsWith('/') &&
    !href.startsWith('//')
  )
}

/**
 * Opens the gateway's page in a new window and calls `onReturn` with the address it comes back to,
 * heard from that very window at this origin only. False where the browser refused the window.
 */
export function openGatewayWindow(url: string, onReturn: (href: string) => void, win: Window = window) {
  const gateway = win.open(url, 'rihla-gateway', 'popup,width=520,height=760')
  if (!gateway) return false
  const listen = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== gateway || !isGatewayReturn(event.data))
      return
    win.removeEventListener('message', listen)
    onReturn(event.data.href)
  }
  win.addEventListener('message', listen)
  return true
}

/**
 * In the gateway's window, back at the return address (`payment=popup` and the gateway's `ref`):
 * hands the address to the widget that opened the window and closes it. False anywhere else.
 */
export function returnToOpener(win: Window = window): boolean {
  const search = new URLSearchParams(win.location.search)
  const ref = search.get('ref')
  const opener = win.opener as Window | null
  if (search.get('payment') !== 'popup' || !ref || !opener || opener === win) return false
  const href = `${win.location.pathname}?${new URLSearchParams({ ref })}`
  opener.postMessage(
    { source: GATEWAY_RETURN_SOURCE, href } satisfies GatewayReturnMessage,
    win.location.origin,
  )
  win.close()
  return true
}
