import { Select } from '@rihla/ui-kit/select'
import type { SelectProps } from '@rihla/ui-kit/select'
import { useBoundField } from '../useBoundField'
import type { BoundProps } from '../useBoundField'

export interface SelectFieldProps extends Omit<SelectProps<object>, BoundProps> {
  label: string
  /** The option that stands for "none" (the form's ''); without it nothing is selected until a choice is made. */
  emptyKey?: string
}

/** A choice among `SelectItem`s; the form holds the chosen item's id, '' for none. */
export function SelectField({ emptyKey, ...props }: SelectFieldProps) {
  const { value, change, fieldProps } = useBoundField<string>()
  return (
    <Select
      {...fieldProps}
      value={value || emptyKey || null}
      onChange={(key) => change(key === null || key === emptyKey ? '' : String(key))}
      {...props}
    />
  )
}
