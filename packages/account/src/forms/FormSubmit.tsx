import { SubmitButton } from '@rihla/core/forms'
import type { ReactNode } from 'react'
import * as formStyles from './forms.css'

export interface FormSubmitProps {
  /** A message about the whole form (wrong password, too many tries), read out when it appears. */
  formError?: string | null | undefined
  /** What the last submit achieved ("Your password is changed"), announced politely. */
  notice?: string | null | undefined
  size?: 'md' | 'lg'
  /** Full width in the login modal; on a page the button sits at the form's start. */
  isFullWidth?: boolean
  children: ReactNode
}

/**
 * The end of every account form (inside its `AccountForm`): its form-wide messages, then the submit
 * button, pending while it sends.
 */
export function FormSubmit({
  formError,
  notice,
  size = 'lg',
  isFullWidth = true,
  children,
}: FormSubmitProps) {
  const button = (
    <SubmitButton size={size} isFullWidth={isFullWidth}>
      {children}
    </SubmitButton>
  )
  return (
    <>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {notice ? (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {isFullWidth ? button : <div className={formStyles.actions}>{button}</div>}
    </>
  )
}
