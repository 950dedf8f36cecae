import { localizeMessage } from '@rihla/api-contract'
import { useLocale } from '@rihla/core'
import { TextField } from '@rihla/ui-kit/text-field'
import type { TextFieldProps } from '@rihla/ui-kit/text-field'
import type { AnyFieldApi } from '@tanstack/react-form'
import { firstError } from './formErrors'

export interface FormTextFieldProps extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> {
  field: AnyFieldApi
  label: string
}

/**
 * A text field bound to a TanStack Form field: its first error (the contract schema's English message,
 * translated here, or the server's, already in the visitor's language) under it. A server error goes
 * as soon as the visitor edits the field.
 */
export function FormTextField({ field, label, ...props }: FormTextFieldProps) {
  const locale = useLocale()
  const error = firstError(field.state.meta.errors)
  const value = field.state.value as unknown
  return (
    <TextField
      name={String(field.name)}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(value) => {
        if (field.state.meta.errorMap.onServer) {
          field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
        }
        field.handleChange(value)
      }}
      onBlur={field.handleBlur}
      isRequired
      isInvalid={Boolean(error)}
      errorMessage={error ? localizeMessage(error, locale) : undefined}
      validationBehavior="aria"
      {...props}
    />
  )
}
