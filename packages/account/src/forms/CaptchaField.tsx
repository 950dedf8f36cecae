import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { clearServerError, firstError, useFieldContext } from '@rihla/core/forms'
import { Captcha } from '../components/Captcha/Captcha'

/** The security check bound to a form's `captcha` field; solving it again clears the server's refusal. */
export function CaptchaField() {
  const { i18n } = useLingui()
  const field = useFieldContext<string>()
  return (
    <Captcha
      label={i18n._(msg`Security check`)}
      errorMessage={firstError(field.state.meta.errors)}
      onChange={(payload) => {
        clearServerError(field)
        field.handleChange(payload ?? '')
      }}
    />
  )
}
