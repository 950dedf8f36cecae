import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PromptDialog } from '@rihla/booking-flow/dialogs'
import * as styles from '../PriceChangeDialog/PriceChangeDialog.css'

export interface QuoteErrorDialogProps {
  /** Asks for the price again. */
  onRetry: () => void
  onBackToResults: () => void
}

/** The `quoteError` modal: re-pricing the fare failed (SPEC.md §8). */
export function QuoteErrorDialog({ onRetry, onBackToResults }: QuoteErrorDialogProps) {
  const { i18n } = useLingui()
  return (
    <PromptDialog
      name="quoteError"
      mustAnswer
      title={i18n._(msg`An error occurred while getting the quote`)}
      secondary={{ label: <Trans>Back to results</Trans>, onPress: onBackToResults }}
      primary={{ label: <Trans>Try again</Trans>, onPress: onRetry }}
    >
      <p className={styles.lead}>
        <Trans>We could not confirm the current price of this fare. Please try again.</Trans>
      </p>
    </PromptDialog>
  )
}
