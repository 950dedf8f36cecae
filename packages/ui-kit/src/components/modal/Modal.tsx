import X from 'lucide-react/icons/x'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components/Modal'
import type { ModalOverlayProps } from 'react-aria-components/Modal'
import * as styles from './Modal.css.ts'
import { useOverflows } from './useOverflows.ts'

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  title: ReactNode
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string
  children: ReactNode
  /** Actions along the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode)
  size?: 'sm' | 'md' | 'lg'
  /** `alertdialog` for confirmations that interrupt (cancel booking, session expired). */
  role?: 'dialog' | 'alertdialog'
  /** Hides the close button, for prompts the user must answer. */
  hideCloseButton?: boolean
}

/**
 * A modal dialog: focus is trapped inside and returns to the trigger on close; Escape closes it and, unless
 * `isDismissable` is false, so does a press outside. Open it with `DialogTrigger` or `isOpen`/`onOpenChange`.
 */
export function Modal({
  title,
  closeLabel,
  children,
  footer,
  size,
  role = 'dialog',
  hideCloseButton = false,
  isDismissable = true,
  ...props
}: ModalProps) {
  const titleId = useId()
  const scrolling = useOverflows<HTMLDivElement, HTMLDivElement>()
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={styles.modal({ size })}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" id={titleId} className={styles.title}>
                  {title}
                </Heading>
                {hideCloseButton ? null : (
                  <Button className={styles.closeButton} aria-label={closeLabel} onPress={close}>
                    <X size={20} aria-hidden />
                  </Button>
                )}
              </header>
              {/* Content taller than the dialog scrolls here: the region then takes focus, so a keyboard
                  can scroll it even where it holds nothing to focus. */}
              <div
                ref={scrolling.outer}
                className={styles.body}
                {...(scrolling.overflows && { tabIndex: 0, role: 'region', 'aria-labelledby': titleId })}
              >
                <div ref={scrolling.content}>{children}</div>
              </div>
              {footer ? (
                <footer className={styles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </footer>
              ) : null}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  )
}
