import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { StepPage } from '@rihla/booking-flow/page'
import { Link } from '@rihla/core/routing'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { TripSummary } from '../components/TripSummary/TripSummary'
import { busDraftAtom, chosenTrip } from '../draft'
import type { ChosenTrip } from '../draft'
import * as styles from './screens.css'

/** A booking step's page: its heading and advice, the step beside the chosen trip on wide screens. */
export function StepFrame({
  title,
  lead,
  refId,
  children,
}: {
  title: ReactNode
  lead?: ReactNode
  refId: string
  children: (trip: ChosenTrip) => ReactNode
}) {
  const { i18n } = useLingui()
  const draft = useAtomValue(useMemo(() => busDraftAtom(refId), [refId]))
  const trip = chosenTrip(draft)
  return (
    <StepPage title={title} lead={lead}>
      {trip ? (
        <div className={frame.layout}>
          <div className={styles.column}>{children(trip)}</div>
          <aside className={frame.aside} aria-label={i18n._(msg`Your trip`)}>
            <TripSummary refId={refId} trip={trip} />
          </aside>
        </div>
      ) : (
        // The choice lives in this tab's session storage: another tab, or a link, starts from the search.
        <EmptyState
          headingLevel={2}
          title={<Trans>Choose a bus and a fare first</Trans>}
          actions={
            <Link to="/{-$locale}/bus/search">
              <Trans>Search buses</Trans>
            </Link>
          }
        />
      )}
    </StepPage>
  )
}
