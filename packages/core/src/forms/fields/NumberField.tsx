import { NumberField as UiNumberField } from '@rihla/ui-kit/number-field'
import type { NumberFieldProps as UiNumberFieldProps } from '@rihla/ui-kit/number-field'
import { useBoundField } from '../useBoundField'
import type { BoundProps } from '../useBoundField'

export interface NumberFieldProps extends Omit<UiNumberFieldProps, BoundProps> {
  label: string
}

/** A number of a form, null until one is given. */
export function NumberField(props: NumberFieldProps) {
  const { value, change, fieldProps } = useBoundField<number | null>()
  return (
    <UiNumberField
      {...fieldProps}
      value={value ?? Number.NaN}
      onChange={(number) => change(Number.isNaN(number) ? null : number)}
      {...props}
    />
  )
}
