/**
 * A frame that leaves for the card gateway and comes back loads afresh, and where the browser refuses
 * a third-party frame its cookies and storage, nothing it kept survives: not even the signed-in
 * traveller. The frame's own name does (a browsing context keeps it across the navigation, and only
 * pages loaded in this frame can read it), so the session travels there, never in an address that
 * servers and histories record; the return address carries the rest (the partner's payload).
 */
const HANDOFF = 'rihla-handoff:'
/** The persisted user store's key (core's `rihla:` prefix and the `user` store). */
const USER_KEY = 'rihla:user'

/** Keeps the signed-in traveller in the frame's name as the page leaves. */
export function handOffSession(frameName: string, win: Window = window) {
  win.name = HANDOFF + JSON.stringify({ frame: frameName, user: win.localStorage.getItem(USER_KEY) })
}

/** The card gateway's way back: the payment response page (`/payment/{uuid}`, in either language) with `ref`. */
const isGatewayReturn = (location: Location) =>
  /^(\/ar)?\/payment\/[^/]+$/.test(location.pathname) && new URLSearchParams(location.search).has('ref')

/**
 * Takes back a session kept by `handOffSession`, before any store is restored (the store then checks
 * it against its schema like any stored value), and gives the frame its name back. Returns that name.
 * Only on the gateway's return: a frame name is also what the embedding page writes in `<iframe name>`,
 * and a session that page made up must not sign the visitor in anywhere else.
 */
export function takeHandedOffSession(win: Window = window): string | null {
  if (!win.name.startsWith(HANDOFF)) return null
  const kept = win.name.slice(HANDOFF.length)
  win.name = ''
  if (!isGatewayReturn(win.location)) return null
  try {
    const { frame, user } = JSON.parse(kept) as { frame?: unknown; user?: unknown }
    if (typeof frame !== 'string') return null
    win.name = frame
    if (typeof user === 'string') win.localStorage.setItem(USER_KEY, user)
    return frame
  } catch {
    return null
  }
}
