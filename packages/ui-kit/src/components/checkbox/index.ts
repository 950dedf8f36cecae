export { Checkbox, CheckboxGroup } from './Checkbox.tsx'
export type { CheckboxGroupProps, CheckboxProps } from './Checkbox.tsx'
