import { RadioGroup } from '@rihla/ui-kit/radio-group'
import type { RadioGroupProps } from '@rihla/ui-kit/radio-group'
import { useBoundField } from '../useBoundField'
import type { BoundProps } from '../useBoundField'

export interface RadioFieldProps extends Omit<RadioGroupProps, BoundProps> {
  label: string
}

/** A choice among `Radio`s; the form holds the chosen value, '' until one is chosen. */
export function RadioField(props: RadioFieldProps) {
  const { value, change, fieldProps } = useBoundField<string>()
  return <RadioGroup {...fieldProps} value={value || null} onChange={change} {...props} />
}
