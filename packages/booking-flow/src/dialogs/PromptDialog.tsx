import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ModalName } from '@rihla/core'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import type { ReactNode } from 'react'
import * as styles from './PromptDialog.css'

export interface PromptAction {
  label: ReactNode
  /** Runs once the prompt has closed; without it the button only closes. */
  onPress?: () => void
}

export interface PromptDialogProps {
  /** The SPEC modal registry name that opens and closes it. */
  name: ModalName
  title: string
  /** The traveller must answer: no close button, and neither Escape nor a press outside closes it. */
  mustAnswer?: boolean
  secondary: PromptAction
  primary: PromptAction
  children: ReactNode
}

/** A small alert dialog asking the traveller to choose between two ways on; each button closes it first. */
export function PromptDialog({ name, title, mustAnswer, secondary, primary, children }: PromptDialogProps) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom(name))
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      role="alertdialog"
      isDismissable={!mustAnswer}
      hideCloseButton={mustAnswer}
      title={title}
      closeLabel={i18n._(msg`Close`)}
      size="sm"
      footer={(close) => (
        <div className={styles.footer}>
          {[secondary, primary].map((action, index) => (
            <Button
              key={index}
              variant={index === 0 ? 'secondary' : 'primary'}
              onPress={() => {
                close()
                action.onPress?.()
              }}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
    >
      {children}
    </Modal>
  )
}
