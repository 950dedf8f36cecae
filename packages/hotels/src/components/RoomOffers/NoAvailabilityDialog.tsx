import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'

/**
 * The `noAvailability` modal (SPEC.md §8): the chosen rate's last room went to another traveller between
 * the page's answer and the quote. Closing it leaves the visitor on the
 * rooms, counted again.
 */
export function NoAvailabilityDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('noAvailability'))
  const close = () => {
    setOpen(false)
    onClose()
  }
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? setOpen(true) : close())}
      isDismissable
      role="alertdialog"
      title={<Trans>No Availability Found</Trans>}
      closeLabel={i18n._(msg`Close`)}
      size="sm"
    >
      <p>
        <Trans>Choose another option</Trans>
      </p>
    </Modal>
  )
}
