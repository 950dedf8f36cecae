import type { Vertical } from '@rihla/api-contract'
import { useRuntime } from '../app/runtimeContext'
import { useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useLocale } from '../app/hooks'
import { appDataAtom } from '../bootstrap/appData'
import { BOOKING_VERTICALS, verticalEntries } from './verticals'

/** The booking verticals this widget allows, with whether this app has each one's pages. */
export function useVerticalEntries(verticals: readonly Vertical[] = BOOKING_VERTICALS) {
  const router = useRouter()
  const locale = useLocale()
  const slugs = useRuntime().slugs
  const allowed = useAtomValue(appDataAtom)?.widget.styles.allowedVerticals ?? []
  return verticalEntries({ allowed, verticals, router, locale, slugs })
}
