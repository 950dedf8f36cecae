export { Button } from './Button.tsx'
export type { ButtonProps } from './Button.tsx'
export { button as buttonStyles } from './Button.css.ts'
export type { ButtonVariants } from './Button.css.ts'
