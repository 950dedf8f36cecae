import { Input, TextArea, TextField as RACTextField } from 'react-aria-components/TextField'
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components/TextField'
import { cx, withClassName } from '../../utils/classNames.ts'
import { FieldHelp, FieldLabel } from '../field/Field.tsx'
import type { FieldTextProps } from '../field/Field.tsx'
import * as fieldStyles from '../field/Field.css.ts'

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string
  /** Renders a textarea (messages, support descriptions). */
  isMultiline?: boolean
  /** Visible rows of a multiline field. */
  rows?: number
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isMultiline = false,
  rows = 4,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={withClassName(fieldStyles.field, className)}>
      <FieldLabel label={label} />
      {isMultiline ? (
        <TextArea
          className={cx(fieldStyles.input, fieldStyles.textArea)}
          placeholder={placeholder}
          rows={rows}
        />
      ) : (
        <Input className={fieldStyles.input} placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  )
}
