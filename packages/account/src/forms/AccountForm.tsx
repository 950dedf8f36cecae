import type { AnyFormApi } from '@tanstack/react-form'
import type { ComponentType, PropsWithChildren, ReactNode, RefObject } from 'react'
import { settleCaptcha } from '../components/Captcha/settleCaptcha'
import * as formStyles from './forms.css'

export interface AccountFormProps {
  /** A form of `useAppForm`: its `AppForm` gives the submit button the form's state. */
  form: AnyFormApi & { AppForm: ComponentType<PropsWithChildren> }
  /** The form element, for moving focus to the first field the server refused. */
  formRef: RefObject<HTMLFormElement | null>
  /** The form's accessible name; the login modal's views are told apart by it. */
  label: string
  children: ReactNode
}

/**
 * A form of the account screens: our own validation messages (not the browser's), submitted by TanStack
 * Form once its captcha, if it has one, is solved.
 */
export function AccountForm({ form, formRef, label, children }: AccountFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      className={formStyles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        // A form with a captcha waits for it, so the press that starts the check also sends the form.
        void settleCaptcha(event.currentTarget).then(() => form.handleSubmit())
      }}
    >
      <form.AppForm>{children}</form.AppForm>
    </form>
  )
}
