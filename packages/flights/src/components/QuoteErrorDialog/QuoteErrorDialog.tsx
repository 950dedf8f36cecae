import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import * as styles from '../PriceChangeDialog/PriceChangeDialog.css'

export interface QuoteErrorDialogProps {
  /** Asks for the price again. */
  onRetry: () => void
  onBackToResults: () => void
}

/** The `quoteError` modal: re-pricing the fare failed (SPEC.md §8). */
export function QuoteErrorDialog({ onRetry, onBackToResults }: QuoteErrorDialogProps) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('quoteError'))
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      title={i18n._(msg`An error occurred while getting the quote`)}
      closeLabel={i18n._(msg`Close`)}
      size="sm"
      footer={(close) => (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            onPress={() => {
              close()
              onBackToResults()
            }}
          >
            <Trans>Back to results</Trans>
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              close()
              onRetry()
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    >
      <p className={styles.lead}>
        <Trans>We could not confirm the current price of this fare. Please try again.</Trans>
      </p>
    </Modal>
  )
}
