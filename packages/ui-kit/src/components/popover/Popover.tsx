import type { ReactNode } from 'react'
import { Heading } from 'react-aria-components/Dialog'
import { Dialog, OverlayArrow, Popover as RACPopover } from 'react-aria-components/Popover'
import type { PopoverProps as RACPopoverProps } from 'react-aria-components/Popover'
import { withClassName } from '../../utils/classNames.ts'
import * as styles from './Popover.css.ts'

export interface PopoverProps extends RACPopoverProps {
  showArrow?: boolean
}

/** The floating surface under selects, combo boxes, date pickers and menus. */
export function Popover({ showArrow = false, className, children, offset, ...props }: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 6)}
      className={withClassName(styles.popover, className)}
    >
      {(renderProps) => (
        <>
          {showArrow ? (
            <OverlayArrow>
              <svg className={styles.arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RACPopover>
  )
}

export interface PopoverDialogProps extends Omit<PopoverProps, 'children'> {
  /** Visible heading; without it give the dialog an `aria-label`. */
  title?: ReactNode
  'aria-label'?: string
  children: ReactNode
}

/** A popover holding free content (filters, traveller pickers), as a non-modal dialog. */
export function PopoverDialog({ title, 'aria-label': ariaLabel, children, ...props }: PopoverDialogProps) {
  return (
    <Popover {...props}>
      <Dialog className={styles.dialog} aria-label={ariaLabel}>
        {title ? (
          <Heading slot="title" className={styles.dialogTitle}>
            {title}
          </Heading>
        ) : null}
        {children}
      </Dialog>
    </Popover>
  )
}
