import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { HotelQuote } from '@rihla/api-contract/hotel-booking'
import { useApi, useLocale } from '@rihla/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { StaySummary } from '../components/StaySummary/StaySummary'
import { hotelsQueries } from '../queries'
import * as styles from './steps.css'

/** The session's quoted stay, which every booking step shows. */
export function useQuoted(refId: string) {
  const api = useApi()
  const locale = useLocale()
  return useSuspenseQuery(hotelsQueries.quoted(api, locale, refId))
}

/** A step's content with the quoted stay beside it on wide screens and after it on phones. */
export function WithStay({ quote, children }: { quote: HotelQuote; children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside} aria-label={i18n._(msg`Your stay`)}>
        <StaySummary quote={quote} />
      </aside>
    </div>
  )
}
