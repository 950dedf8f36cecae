import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import { isApiError } from '@rihla/api-clients'
import { modalAtom, useRuntime } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { useDeleteFnfEntry } from '../../mutations'
import * as styles from './DeleteTravellerDialog.css'

/**
 * The `deleteFnfModal` of the modal registry: asks before a saved traveller is deleted. Open it by
 * setting `modalAtom('deleteFnfModal')` with the entry to delete given here.
 */
export function DeleteTravellerDialog({ entry }: { entry: FnfEntry | null }) {
  const { i18n } = useLingui()
  const { toasts } = useRuntime()
  const [isOpen, setOpen] = useAtom(modalAtom('deleteFnfModal'))
  const remove = useDeleteFnfEntry()
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    if (!entry) return
    setError(null)
    try {
      await remove.mutateAsync(entry.id)
      setOpen(false)
      toasts.add({ title: i18n._(msg`${entry.nickname} was deleted`), tone: 'success' }, { timeout: 5000 })
    } catch (failure) {
      setError(
        isApiError(failure) && failure.kind === 'http'
          ? failure.message
          : i18n._(msg`We could not delete the traveller. Please check your connection and try again.`),
      )
    }
  }

  return (
    <Modal
      isOpen={isOpen && entry !== null}
      onOpenChange={(open) => {
        setOpen(open)
        if (!open) setError(null)
      }}
      role="alertdialog"
      size="sm"
      title={<Trans>Delete this traveller?</Trans>}
      closeLabel={i18n._(msg`Close`)}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isPending={remove.isPending}>
            <Trans>Delete</Trans>
          </Button>
        </>
      )}
    >
      {entry ? (
        <p className={styles.message}>
          <Trans>
            {entry.nickname} ({entry.firstName} {entry.lastName}) will be removed from your saved travellers.
          </Trans>
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  )
}
