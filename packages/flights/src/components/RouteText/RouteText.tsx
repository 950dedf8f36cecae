import { useLocale } from '@rihla/core'
import { directionOf } from '@rihla/i18n'
import type { Locale } from '@rihla/api-contract'
import { Fragment } from 'react'

/** The arrow between two airports, pointing the way the page reads (→ in English, ← in Arabic). */
export const routeArrow = (locale: Locale) => (directionOf(locale) === 'rtl' ? '←' : '→')

/**
 * Airports joined by arrows in the page's direction: "RUH → JED" in English, the same mirrored in
 * Arabic. Each code is isolated (`<bdi>`), so Latin codes inside Arabic text keep their own order.
 * Several legs are separated by " · ".
 */
export function RouteText({ legs }: { legs: { origin: string; destination: string }[] }) {
  const arrow = routeArrow(useLocale())
  return (
    <>
      {legs.map((leg, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <bdi>{leg.origin}</bdi> {arrow} <bdi>{leg.destination}</bdi>
        </Fragment>
      ))}
    </>
  )
}
