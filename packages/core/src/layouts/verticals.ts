import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Vertical } from '@rihla/api-contract'
import type { Locale } from '@rihla/i18n'
import type { AnyRouter } from '@tanstack/react-router'
import type { SlugMap } from '../routing/fragment'
import { NAMED_ROUTES, namedRouteHref } from '../routing/namedRoutes'

export const VERTICAL_LABELS: Record<Vertical, MessageDescriptor> = {
  airline: msg`Flights`,
  hotel: msg`Hotels`,
  bus: msg`Buses`,
  train: msg`Trains`,
  event: msg`Events`,
  my_bookings: msg`My Bookings`,
  support: msg`Support`,
}

/** The booking verticals, in the order the menus show them. */
export const BOOKING_VERTICALS = [
  'airline',
  'hotel',
  'bus',
  'train',
  'event',
] as const satisfies readonly Vertical[]

export interface VerticalEntry {
  vertical: Vertical
  label: MessageDescriptor
  href: string
  /** This app includes the vertical's package, so its home is a page here. */
  available: boolean
}

/** The verticals a widget allows, each with its home in the visitor's language. */
export function verticalEntries(options: {
  allowed: readonly Vertical[]
  verticals: readonly Vertical[]
  router: Pick<AnyRouter, 'routesByPath'>
  locale: Locale
  slugs: SlugMap
}): VerticalEntry[] {
  return options.verticals
    .filter((vertical) => options.allowed.includes(vertical))
    .map((vertical) => ({
      vertical,
      label: VERTICAL_LABELS[vertical],
      href: namedRouteHref(vertical, options.locale, options.slugs),
      available: `/{-$locale}${NAMED_ROUTES[vertical]}` in options.router.routesByPath,
    }))
}
