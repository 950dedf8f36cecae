import type { ReactNode } from 'react'
import { FieldError as RACFieldError } from 'react-aria-components/FieldError'
import type { FieldErrorProps as RACFieldErrorProps } from 'react-aria-components/FieldError'
import { Label as RACLabel } from 'react-aria-components/Label'
import type { LabelProps as RACLabelProps } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { cx, withClassName } from '../../utils/classNames.ts'
import * as styles from './Field.css.ts'

export function Label({ className, ...props }: RACLabelProps) {
  return <RACLabel {...props} className={cx(styles.label, className)} />
}

export interface DescriptionProps {
  children: ReactNode
  className?: string
}

/** Help text linked to its field through RAC's `description` slot. */
export function Description({ children, className }: DescriptionProps) {
  return (
    <Text slot="description" className={cx(styles.description, className)}>
      {children}
    </Text>
  )
}

/** Shown when the field is invalid; linked to the field as its error message. */
export function FieldError({ className, ...props }: RACFieldErrorProps) {
  return <RACFieldError {...props} className={withClassName(styles.error, className)} />
}

export interface FieldTextProps {
  label?: ReactNode
  description?: ReactNode
  errorMessage?: RACFieldErrorProps['children']
}

/** The label, description and error message every form field shares, in their usual places. */
export function FieldLabel({ label }: Pick<FieldTextProps, 'label'>) {
  return label ? <Label>{label}</Label> : null
}

export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  )
}
