import { Checkbox } from '@rihla/ui-kit/checkbox'
import type { ReactNode } from 'react'
import { useBoundField } from '../useBoundField'

/** A yes-or-no of a form, its label the checkbox's text. */
export function CheckboxField({ children }: { children: ReactNode }) {
  const { value, change, fieldProps } = useBoundField<boolean>()
  return (
    <Checkbox name={fieldProps.name} isSelected={value} onChange={change} onBlur={fieldProps.onBlur}>
      {children}
    </Checkbox>
  )
}
