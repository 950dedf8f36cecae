import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Vertical } from '@rihla/api-contract'

/** The verticals with a share image of their own; the site's image stands for every other page. */
export type ShareImage = 'site' | Extract<Vertical, 'airline' | 'hotel' | 'bus' | 'train' | 'event'>

/**
 * The link-preview images (og:image, twitter:image), 1200×630 PNG in the site's public folder, made by
 * `apps/web/scripts/share-images.mjs`: the brand in both languages and the vertical's name.
 */
export const SHARE_IMAGES: Record<ShareImage, { path: string; alt: MessageDescriptor }> = {
  site: {
    path: '/share/site.png',
    alt: msg`Rihla: flights, hotels, buses, trains and events in Saudi Arabia`,
  },
  airline: { path: '/share/flights.png', alt: msg`Rihla: flights across Saudi Arabia` },
  hotel: { path: '/share/hotels.png', alt: msg`Rihla: hotels across Saudi Arabia` },
  bus: { path: '/share/bus.png', alt: msg`Rihla: intercity buses in Saudi Arabia` },
  train: { path: '/share/train.png', alt: msg`Rihla: trains in Saudi Arabia` },
  event: { path: '/share/events.png', alt: msg`Rihla: events in Saudi Arabia` },
}

/** The size every share image is made at, announced so previews lay out before the image loads. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 }
