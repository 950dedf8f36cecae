import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as styles from './PriceChangeDialog.css'
import { PromptDialog } from './PromptDialog'

export interface QuoteErrorDialogProps {
  /** The vertical's words for what could not be re-priced. */
  description: ReactNode
  /** Asks for the price again. */
  onRetry: () => void
  onBackToResults: () => void
}

/** The `quoteError` modal: re-pricing failed (SPEC.md §8). */
export function QuoteErrorDialog({ description, onRetry, onBackToResults }: QuoteErrorDialogProps) {
  const { i18n } = useLingui()
  return (
    <PromptDialog
      name="quoteError"
      mustAnswer
      title={i18n._(msg`An error occurred while getting the quote`)}
      secondary={{ label: <Trans>Back to results</Trans>, onPress: onBackToResults }}
      primary={{ label: <Trans>Try again</Trans>, onPress: onRetry }}
    >
      <p className={styles.lead}>{description}</p>
    </PromptDialog>
  )
}
