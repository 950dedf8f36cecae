import { ComboBox } from '@rihla/ui-kit/combo-box'
import type { ComboBoxProps } from '@rihla/ui-kit/combo-box'
import { useBoundField } from '../useBoundField'
import type { BoundProps } from '../useBoundField'

export interface ComboBoxFieldProps<T extends object> extends Omit<ComboBoxProps<T>, BoundProps> {
  label: string
}

/** A choice typed into and picked from a list (a country); the form holds the item's id, '' for none. */
export function ComboBoxField<T extends object>(props: ComboBoxFieldProps<T>) {
  const { value, change, fieldProps } = useBoundField<string>()
  return (
    <ComboBox<T>
      {...fieldProps}
      value={value || null}
      onChange={(key) => change(key === null ? '' : String(key))}
      {...props}
    />
  )
}
