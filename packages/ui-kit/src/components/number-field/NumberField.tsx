import Minus from 'lucide-react/icons/minus'
import Plus from 'lucide-react/icons/plus'
import { Button, Group, Input, NumberField as RACNumberField } from 'react-aria-components/NumberField'
import type { NumberFieldProps as RACNumberFieldProps } from 'react-aria-components/NumberField'
import { cx, withClassName } from '../../utils/classNames.ts'
import { FieldHelp, FieldLabel } from '../field/Field.tsx'
import type { FieldTextProps } from '../field/Field.tsx'
import * as fieldStyles from '../field/Field.css.ts'
import * as styles from './NumberField.css.ts'

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldTextProps {
  placeholder?: string
  /** Names of the step buttons; React Aria supplies localized defaults ("Decrease", "Increase"). */
  decrementLabel?: string
  incrementLabel?: string
}

/** A number input with step buttons, formatted for the I18nProvider locale (or `formatOptions`). */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  decrementLabel,
  incrementLabel,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={withClassName(fieldStyles.field, className)}>
      <FieldLabel label={label} />
      <Group className={fieldStyles.group}>
        <Button slot="decrement" className={styles.stepButton} aria-label={decrementLabel}>
          <Minus size={18} aria-hidden />
        </Button>
        <Input className={cx(fieldStyles.groupInput, styles.input)} placeholder={placeholder} />
        <Button slot="increment" className={styles.stepButton} aria-label={incrementLabel}>
          <Plus size={18} aria-hidden />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  )
}
