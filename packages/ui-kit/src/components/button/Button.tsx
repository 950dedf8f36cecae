import type { ReactNode, Ref } from 'react'
import { forwardRef } from 'react'
import { Button as RACButton } from 'react-aria-components/Button'
import type { ButtonProps as RACButtonProps } from 'react-aria-components/Button'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx'
import { withClassName } from '../../utils/classNames.ts'
import { Spinner } from '../spinner/Spinner.tsx'
import * as styles from './Button.css.ts'
import type { ButtonVariants } from './Button.css.ts'

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariants['variant']
  size?: ButtonVariants['size']
  isFullWidth?: boolean
  /** For a button whose only content is an icon: square shape; give it an `aria-label`. */
  isIconOnly?: boolean
  /** Announced and used as the button's name while `isPending` (e.g. "Searching flights"). */
  pendingLabel?: string
  startIcon?: ReactNode
  endIcon?: ReactNode
}

export const Button = forwardRef(function Button(
  {
    variant,
    size,
    isFullWidth,
    isIconOnly,
    pendingLabel,
    startIcon,
    endIcon,
    className,
    children,
    ...props
  }: ButtonProps,
  ref: Ref<HTMLButtonElement>,
) {
  return (
    <RACButton
      {...props}
      ref={ref}
      className={withClassName(styles.button({ variant, size, isFullWidth, isIconOnly }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => {
        const spinnerSize = size === 'lg' ? 'md' : 'sm'
        // Without a pending label the content must stay readable, so the spinner stands in for the icon.
        if (isPending && pendingLabel === undefined) {
          return (
            <span className={styles.content}>
              <Spinner size={spinnerSize} />
              {content}
              {endIcon}
            </span>
          )
        }
        return (
          <>
            <span
              className={isPending ? styles.contentHidden : styles.content}
              aria-hidden={isPending || undefined}
            >
              {startIcon}
              {content}
              {endIcon}
            </span>
            {isPending ? (
              <span className={styles.spinnerSlot}>
                <Spinner size={spinnerSize} />
                {/* Plain text, not the spinner's progressbar name: a progressbar inside a button adds nothing
                    to the button's name in the accessible-name algorithm. */}
                <VisuallyHidden>{pendingLabel}</VisuallyHidden>
              </span>
            ) : null}
          </>
        )
      })}
    </RACButton>
  )
})
