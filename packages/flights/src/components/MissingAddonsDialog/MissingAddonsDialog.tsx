import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import * as styles from './MissingAddonsDialog.css'

interface MissingAddonsDialogProps {
  /** The flights (legs) still without a baggage decision, as the traveller reads them. */
  legs: string[]
  onAddBaggage: () => void
  /** Records "No extra baggage" on those legs and goes on. */
  onContinueWithout: () => void
}

/** The `missingAddons` prompt: a fare without checked baggage needs a baggage decision on every leg. */
export function MissingAddonsDialog({ legs, onAddBaggage, onContinueWithout }: MissingAddonsDialogProps) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('missingAddons'))
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      role="alertdialog"
      title={i18n._(msg`No checked baggage yet`)}
      closeLabel={i18n._(msg`Close`)}
      size="sm"
      footer={(close) => (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            onPress={() => {
              close()
              onContinueWithout()
            }}
          >
            <Trans>Continue without extra baggage</Trans>
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              close()
              onAddBaggage()
            }}
          >
            <Trans>Add baggage</Trans>
          </Button>
        </div>
      )}
    >
      <p className={styles.text}>
        <Trans>
          Your fare includes no checked baggage. Add extra baggage, or confirm that you travel without it, on:
        </Trans>
      </p>
      <ul className={styles.legs}>
        {legs.map((leg) => (
          <li key={leg}>
            <span dir="ltr">{leg}</span>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
