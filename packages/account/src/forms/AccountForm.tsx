import type { AnyFormApi } from '@tanstack/react-form'
import type { ReactNode, RefObject } from 'react'
import * as formStyles from './forms.css'

export interface AccountFormProps {
  form: AnyFormApi
  /** The form element, for moving focus to the first field the server refused. */
  formRef: RefObject<HTMLFormElement | null>
  /** The form's accessible name; the login modal's views are told apart by it. */
  label: string
  children: ReactNode
}

/** A form of the account screens: our own validation messages (not the browser's), submitted by TanStack Form. */
export function AccountForm({ form, formRef, label, children }: AccountFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      className={formStyles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {children}
    </form>
  )
}
