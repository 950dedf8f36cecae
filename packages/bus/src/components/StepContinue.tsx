import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import type { ReactNode } from 'react'
import * as styles from '../screens/screens.css'

/** A booking step's one way on, at its end: Continue unless the step says otherwise. */
export function StepContinue({
  onPress,
  isDisabled,
  isPending,
  children,
}: {
  onPress: () => void
  isDisabled?: boolean
  isPending?: boolean
  children?: ReactNode
}) {
  return (
    <div className={styles.actions}>
      <Button variant="primary" size="lg" isDisabled={isDisabled} isPending={isPending} onPress={onPress}>
        {children ?? <Trans>Continue</Trans>}
      </Button>
    </div>
  )
}
