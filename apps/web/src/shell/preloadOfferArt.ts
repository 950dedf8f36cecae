import { coreQueries } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { stripLocale } from '@rihla/core/routing'
import { artworkFor } from './art'

const OFFER_IMAGE_SIZES = '(min-width: 768px) 22rem, 85vw'

/**
 * On Home, the first offer's image is the largest thing the first screen paints. Its address is
 * known as soon as the settings arrive, well before Home renders (the startup still waits for the
 * app data and the language), so the download starts then.
 */
export function preloadFirstOfferArt(context: Pick<RouterContext, 'api' | 'queryClient'>, pathname: string) {
  if (stripLocale(pathname).path !== '/') return
  const { queryKey } = coreQueries.settings(context.api)
  const preload = () => {
    const offer = context.queryClient.getQueryData(queryKey)?.home?.offers[0]
    if (!offer) return false
    const { src, srcSet } = artworkFor(offer.art)
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      as: 'image',
      href: src,
      imageSrcset: srcSet,
      imageSizes: OFFER_IMAGE_SIZES,
      fetchPriority: 'high',
    })
    document.head.append(link)
    return true
  }
  if (preload()) return
  const unsubscribe = context.queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === JSON.stringify(queryKey) && event.query.state.status === 'success') {
      unsubscribe()
      preload()
    }
  })
}

export { OFFER_IMAGE_SIZES }
