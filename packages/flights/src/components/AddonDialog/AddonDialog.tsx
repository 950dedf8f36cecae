import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Modal } from '@rihla/ui-kit/modal'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'
import * as styles from './AddonDialog.css'

/**
 * The traveller's choices while an add-on dialog is open. Each opening starts from the saved choices,
 * so Cancel forgets what was changed.
 */
export function useChoicesWhileOpen<T>(isOpen: boolean, saved: T) {
  const [choices, setChoices] = useState(saved)
  const [openedWith, setOpenedWith] = useState<T | null>(null)
  if (isOpen && openedWith !== saved) {
    setOpenedWith(saved)
    setChoices(saved)
  }
  if (!isOpen && openedWith) setOpenedWith(null)
  return [choices, setChoices] as const
}

export interface AddonDialogProps<T> {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: string
  /** The options to choose from; saving waits for them. */
  options: UseQueryResult<T>
  loadingLabel: MessageDescriptor
  errorTitle: MessageDescriptor
  saveLabel: ReactNode
  onSave: () => void
  children: (options: T) => ReactNode
}

/** An add-on chosen per passenger and flight: its options as they load or fail, then Cancel or Save. */
export function AddonDialog<T>({
  isOpen,
  onOpenChange,
  title,
  options,
  loadingLabel,
  errorTitle,
  saveLabel,
  onSave,
  children,
}: AddonDialogProps<T>) {
  const { i18n } = useLingui()
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={i18n._(msg`Close`)}
      size="lg"
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            isDisabled={!options.isSuccess}
            onPress={() => {
              onSave()
              close()
            }}
          >
            {saveLabel}
          </Button>
        </div>
      )}
    >
      {options.isPending ? (
        <div role="status" aria-label={i18n._(loadingLabel)}>
          <Skeleton lines={6} />
        </div>
      ) : options.isError ? (
        <ErrorState
          headingLevel={3}
          role="alert"
          title={i18n._(errorTitle)}
          description={i18n._(msg`Please try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void options.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <div className={styles.body}>{children(options.data)}</div>
      )}
    </Modal>
  )
}

/** One flight's choices, named by its heading; the message stands in when it offers nothing. */
export function AddonFlight({
  id,
  title,
  empty,
  children,
}: {
  id: string
  title: string
  empty: ReactNode | null
  children: ReactNode
}) {
  return (
    <section className={styles.flight} aria-labelledby={id}>
      <h3 id={id} className={styles.flightTitle}>
        <span dir="ltr">{title}</span>
      </h3>
      {empty ? <p className={styles.muted}>{empty}</p> : children}
    </section>
  )
}
