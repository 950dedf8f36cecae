import { TextField as UiTextField } from '@rihla/ui-kit/text-field'
import type { TextFieldProps as UiTextFieldProps } from '@rihla/ui-kit/text-field'
import { useBoundField } from '../useBoundField'
import type { BoundProps } from '../useBoundField'

export interface TextFieldProps extends Omit<UiTextFieldProps, BoundProps> {
  label: string
}

/** A text field of a form; its value is the text typed, '' when empty. */
export function TextField(props: TextFieldProps) {
  const { value, change, fieldProps } = useBoundField<string>()
  return <UiTextField {...fieldProps} value={value} onChange={change} {...props} />
}
