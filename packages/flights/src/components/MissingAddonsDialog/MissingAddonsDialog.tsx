import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PromptDialog } from '@rihla/booking-flow/dialogs'
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
  return (
    <PromptDialog
      name="missingAddons"
      title={i18n._(msg`No checked baggage yet`)}
      secondary={{ label: <Trans>Continue without extra baggage</Trans>, onPress: onContinueWithout }}
      primary={{ label: <Trans>Add baggage</Trans>, onPress: onAddBaggage }}
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
    </PromptDialog>
  )
}
