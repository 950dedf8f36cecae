import Check from 'lucide-react/icons/check'
import Minus from 'lucide-react/icons/minus'
import type { ReactNode } from 'react'
import { Checkbox as RACCheckbox } from 'react-aria-components/Checkbox'
import type { CheckboxProps as RACCheckboxProps } from 'react-aria-components/Checkbox'
import { CheckboxGroup as RACCheckboxGroup } from 'react-aria-components/CheckboxGroup'
import type { CheckboxGroupProps as RACCheckboxGroupProps } from 'react-aria-components/CheckboxGroup'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { withClassName } from '../../utils/classNames.ts'
import { FieldHelp, FieldLabel } from '../field/Field.tsx'
import type { FieldTextProps } from '../field/Field.tsx'
import * as styles from './Checkbox.css.ts'

export type CheckboxProps = RACCheckboxProps

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={withClassName(styles.checkbox, className)}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus size={14} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={14} strokeWidth={3} />
            ) : null}
          </span>
          {content}
        </>
      ))}
    </RACCheckbox>
  )
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldTextProps {
  children: ReactNode
}

/** Several independent choices under one label (stops, airlines, amenities filters). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={withClassName(styles.group, className)}>
      <FieldLabel label={label} />
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  )
}
