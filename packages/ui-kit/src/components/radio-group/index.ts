export { Radio, RadioGroup } from './RadioGroup.tsx'
export type { RadioGroupProps, RadioProps } from './RadioGroup.tsx'
