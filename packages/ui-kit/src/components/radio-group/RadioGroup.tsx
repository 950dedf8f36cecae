import type { ReactNode } from 'react'
import { Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components/RadioGroup'
import type {
  RadioGroupProps as RACRadioGroupProps,
  RadioProps as RACRadioProps,
} from 'react-aria-components/RadioGroup'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { withClassName } from '../../utils/classNames.ts'
import { FieldHelp, FieldLabel } from '../field/Field.tsx'
import type { FieldTextProps } from '../field/Field.tsx'
import * as styles from './RadioGroup.css.ts'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldTextProps {
  children: ReactNode
}

/** One choice among a few visible options (trip type, gender, payment method). */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={withClassName(styles.group, className)}>
      <FieldLabel label={label} />
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  )
}

export type RadioProps = RACRadioProps

export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={withClassName(styles.radio, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.indicator} aria-hidden="true" />
          {content}
        </>
      ))}
    </RACRadio>
  )
}
