import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { AnyFieldApi } from '@tanstack/react-form'
import { Captcha } from '../components/Captcha/Captcha'
import { firstError } from './formErrors'

/** The security check bound to a form's `captcha` field; solving it again clears the server's refusal. */
export function CaptchaField({ field }: { field: AnyFieldApi }) {
  const { i18n } = useLingui()
  return (
    <Captcha
      label={i18n._(msg`Security check`)}
      errorMessage={firstError(field.state.meta.errors)}
      onChange={(payload) => {
        field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
        field.handleChange(payload ?? '')
      }}
    />
  )
}
