export { Description, FieldError, Label } from './Field.tsx'
export type { DescriptionProps, FieldTextProps } from './Field.tsx'
export {
  field as fieldClassName,
  group as fieldGroupClassName,
  input as fieldInputClassName,
} from './Field.css.ts'
