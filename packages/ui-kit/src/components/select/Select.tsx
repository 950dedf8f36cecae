import ChevronDown from 'lucide-react/icons/chevron-down'
import type { ReactNode } from 'react'
import { Button, Select as RACSelect, SelectValue } from 'react-aria-components/Select'
import type { SelectProps as RACSelectProps } from 'react-aria-components/Select'
import { withClassName } from '../../utils/classNames.ts'
import { FieldHelp, FieldLabel } from '../field/Field.tsx'
import type { FieldTextProps } from '../field/Field.tsx'
import * as fieldStyles from '../field/Field.css.ts'
import { ListBox } from '../list-box/ListBox.tsx'
import { Popover } from '../popover/Popover.tsx'
import * as styles from './Select.css.ts'

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'>, FieldTextProps {
  items?: Iterable<T>
  /** `ListBoxItem`s, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode)
}

/** A single-choice dropdown (prefix, nationality, sort order). Options are `ListBoxItem`s. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={withClassName(fieldStyles.field, className)}>
      <FieldLabel label={label} />
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={18} aria-hidden className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom start">
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </RACSelect>
  )
}
