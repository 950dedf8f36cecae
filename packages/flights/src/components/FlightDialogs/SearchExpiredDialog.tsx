import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import * as styles from './FlightDialogs.css'

export interface SearchExpiredDialogProps {
  /** Searches again with the same criteria. */
  onRefresh: () => void
  /** Back to the search form. */
  onGoToSearch: () => void
}

/** The `sessionExpire` prompt: the search session ended after inactivity (410 Search Results Expired). */
export function SearchExpiredDialog({ onRefresh, onGoToSearch }: SearchExpiredDialogProps) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('sessionExpire'))
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      title={i18n._(msg`Search Results Expired`)}
      closeLabel={i18n._(msg`Close`)}
      size="sm"
      footer={(close) => (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            onPress={() => {
              close()
              onGoToSearch()
            }}
          >
            <Trans>Go to Search Results</Trans>
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              close()
              onRefresh()
            }}
          >
            <Trans>Refresh</Trans>
          </Button>
        </div>
      )}
    >
      <p className={styles.muted}>
        <Trans>Fares change often. Refresh to see the latest prices and availability.</Trans>
      </p>
    </Modal>
  )
}
