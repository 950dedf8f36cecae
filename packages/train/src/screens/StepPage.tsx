import { Trans } from '@lingui/react/macro'
import type { Train, TrainClass } from '@rihla/api-contract/trains'
import { Link } from '@rihla/core/routing'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { TripSummary } from '../components/TripSummary/TripSummary'
import { trainDraftAtom } from '../draft'
import type { TrainDraft } from '../draft'
import * as styles from './screens.css'

/** A session's draft with its train chosen: what every step after the results needs. */
export type ChosenTrip = TrainDraft & {
  search: NonNullable<TrainDraft['search']>
  train: Train
  class: TrainClass
}

/** The session's draft, or null when this tab has no train chosen for it (another tab, storage cleared). */
export function useChosenTrip(refId: string): ChosenTrip | null {
  const draft = useAtomValue(useMemo(() => trainDraftAtom(refId), [refId]))
  return draft.search && draft.train && draft.class ? (draft as ChosenTrip) : null
}

/** What a step shows when no train was chosen for its session in this tab. */
export function NoTripChosen() {
  return (
    <EmptyState
      headingLevel={2}
      title={<Trans>No train is chosen for this booking</Trans>}
      description={<Trans>Search again and choose a train and class.</Trans>}
      actions={
        <Link to="/{-$locale}/train/search">
          <Trans>Search trains</Trans>
        </Link>
      }
    />
  )
}

/** A step's content with the trip beside it on wide screens and after it on phones. */
export function WithTrip({ trip, children }: { trip: ChosenTrip; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside}>
        <TripSummary train={trip.train} travelClass={trip.class} seats={trip.seats} />
      </aside>
    </div>
  )
}
