import { useLingui } from '@lingui/react'
import { applyServerErrors } from '@rihla/core/forms'
import type { AnyFormApi } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import { focusFirstInvalid, formErrorText } from './formErrors'

/**
 * What every account form does around its request: the form element (for focus), its form-wide
 * message, focus on the first bad field after a refused submit, and a failed request shown on its
 * fields (a 400) or on the whole form (wrong password, too many tries, no connection).
 */
export function useFormFeedback() {
  const { i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [formError, setFormError] = useState<string | null>(null)
  return {
    formRef,
    formError,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    /** Runs the form's request; false when it failed (and the failure is on screen). */
    async submit(formApi: AnyFormApi, request: () => Promise<unknown>): Promise<boolean> {
      setFormError(null)
      try {
        await request()
        return true
      } catch (error) {
        if (applyServerErrors(formApi, error)) focusFirstInvalid(formRef.current)
        else setFormError(formErrorText(error, i18n))
        return false
      }
    },
  }
}
