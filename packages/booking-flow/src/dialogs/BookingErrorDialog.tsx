import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ModalName } from '@rihla/core'
import type { ReactNode } from 'react'
import * as styles from './BookingErrorDialog.css'
import { PromptDialog } from './PromptDialog'

/** Why the reservation failed: the details the server refused, or anything else with its message. */
export type BookingFailure =
  { kind: 'fields'; problems: readonly { id: string; text: string }[] } | { kind: 'failed'; message: string }

export interface BookingErrorDialogProps {
  /** The vertical's modal registry name (flights: `airBookingError`). */
  name: ModalName
  failure: BookingFailure | null
  /** Leads the list of refused details ("The airline could not accept these details:"). */
  refusedLead: ReactNode
  onEditPassengers: () => void
  onRetry: () => void
}

/**
 * The booking error modal. Refused details are listed in the server's words (already in the
 * traveller's language) with the way back to correct them; any other failure can be retried.
 */
export function BookingErrorDialog(props: BookingErrorDialogProps) {
  const { name, failure, refusedLead, onEditPassengers, onRetry } = props
  const { i18n } = useLingui()
  if (!failure) return null
  const fields = failure.kind === 'fields'
  return (
    <PromptDialog
      name={name}
      title={
        fields ? i18n._(msg`Please check the passenger details`) : i18n._(msg`We could not book this trip`)
      }
      secondary={{ label: <Trans>Close</Trans> }}
      primary={
        fields
          ? { label: <Trans>Edit passenger details</Trans>, onPress: onEditPassengers }
          : { label: <Trans>Try again</Trans>, onPress: onRetry }
      }
    >
      {fields ? (
        <>
          <p className={styles.lead}>{refusedLead}</p>
          <ul className={styles.problems}>
            {failure.problems.map((problem) => (
              <li key={problem.id}>{problem.text}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.lead}>{failure.message}</p>
      )}
    </PromptDialog>
  )
}
