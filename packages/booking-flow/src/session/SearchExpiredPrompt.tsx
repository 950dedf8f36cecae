import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PromptDialog } from '../dialogs/PromptDialog'
import * as styles from './SessionStates.css'

export interface SearchExpiredDialogProps {
  /** Searches again with the same criteria. */
  onRefresh: () => void
  /** Back to the search's results (or its form when the search is unknown). */
  onGoToSearch: () => void
}

/** The `sessionExpire` prompt itself (see SearchExpiredDialog, which loads it when it opens). */
export function SearchExpiredPrompt({ onRefresh, onGoToSearch }: SearchExpiredDialogProps) {
  const { i18n } = useLingui()
  return (
    <PromptDialog
      name="sessionExpire"
      mustAnswer
      title={i18n._(msg`Search Results Expired`)}
      secondary={{ label: <Trans>Go to Search Results</Trans>, onPress: onGoToSearch }}
      primary={{ label: <Trans>Refresh</Trans>, onPress: onRefresh }}
    >
      <p className={styles.lead}>
        <Trans>Fares change often. Refresh to see the latest prices and availability.</Trans>
      </p>
    </PromptDialog>
  )
}
