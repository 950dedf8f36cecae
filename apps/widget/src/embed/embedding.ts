import type { PaymentInquiryResponse } from '@rihla/api-contract/payments'
import { appDataAtom } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { stripLocale } from '@rihla/core/routing'
import type { AnyRouter } from '@tanstack/react-router'
import type { FrameParams } from './frameParams'
import { connectHost } from './hostBridge'

const COMPLETED = new Set(['Confirmed', 'Partially Confirmed'])

const isInquiry = (key: readonly unknown[]) => key[0] === 'payments' && key[1] === 'inquiry'

/**
 * Once the widget knows its partner (app data loaded), it talks to the page embedding it: the page's
 * height whenever it changes (the host sizes the frame to it, nothing scrolls inside), each page
 * shown, each booking confirmed, and the host's requests to open a page. Returns the stop.
 */
export function embedInHost(
  params: FrameParams,
  runtime: Pick<RouterContext, 'store' | 'queryClient'>,
  router: AnyRouter,
  content: HTMLElement,
): () => void {
  const allowedOrigins = runtime.store.get(appDataAtom)?.widget.allowedOrigins ?? []
  const host = connectHost({ ...params, allowedOrigins })
  if (!host) return () => undefined

  document.documentElement.dataset.embedded = 'sized'
  let height = -1
  const resize = new ResizeObserver(() => {
    const next = Math.ceil(content.getBoundingClientRect().height)
    if (next === height) return
    height = next
    host.post({ type: 'resize', height })
  })
  resize.observe(content)

  let shownPath: string | null = null
  const navigated = ({ toLocation }: { toLocation: { pathname: string } }) => {
    // The page already on screen when the widget connects resolves once more: one event per page.
    if (toLocation.pathname === shownPath) return
    shownPath = toLocation.pathname
    host.post({
      type: 'navigate',
      path: toLocation.pathname,
      locale: stripLocale(toLocation.pathname).locale ?? 'en',
    })
  }
  const stopNavigation = router.subscribe('onResolved', navigated)
  navigated({ toLocation: router.state.location })

  const reported = new Set<string>()
  const report = (data: PaymentInquiryResponse | undefined) => {
    const booking = data?.booking
    if (!booking || !COMPLETED.has(booking.status) || reported.has(booking.uuid)) return
    reported.add(booking.uuid)
    host.post({
      type: 'booking-completed',
      uuid: booking.uuid,
      orderId: booking.orderId,
      bookingType: booking.type,
      status: booking.status,
    })
  }
  const queryCache = runtime.queryClient.getQueryCache()
  const stopBookings = queryCache.subscribe((event) => {
    if (event.type !== 'updated' || !isInquiry(event.query.queryKey as readonly unknown[])) return
    report(event.query.state.data as PaymentInquiryResponse | undefined)
  })
  // A frame back from the card gateway loaded its response page before it connected: that page's
  // inquiry may already be answered.
  for (const query of queryCache.findAll({ predicate: (q) => isInquiry(q.queryKey) }))
    report(query.state.data as PaymentInquiryResponse | undefined)

  const stopListening = host.listen(({ path }) => void router.navigate({ href: path }))
  host.post({ type: 'ready' })
  return () => {
    resize.disconnect()
    stopNavigation()
    stopBookings()
    stopListening()
    delete document.documentElement.dataset.embedded
  }
}
