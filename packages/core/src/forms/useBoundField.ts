import { localizeMessage } from '@rihla/api-contract'
import { useLocale } from '../app/hooks'
import { useFieldContext } from './formContexts'
import { clearServerError, firstError } from './serverErrors'

/**
 * What every field adapter passes its react-aria field: the name, blur, and the first error (the contract
 * schema's English message, translated here, or the server's, already in the visitor's language),
 * announced by react-aria rather than the browser. `change` drops a server error as the value changes.
 */
export function useBoundField<TValue>() {
  const field = useFieldContext<TValue>()
  const locale = useLocale()
  const error = firstError(field.state.meta.errors)
  return {
    value: field.state.value,
    change: (value: TValue) => {
      clearServerError(field)
      field.handleChange(value)
    },
    fieldProps: {
      name: field.name,
      onBlur: field.handleBlur,
      isInvalid: Boolean(error),
      errorMessage: error ? localizeMessage(error, locale) : undefined,
      validationBehavior: 'aria' as const,
    },
  }
}

/** The props an adapter takes from the form rather than from its caller. */
export type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
