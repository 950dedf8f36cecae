import ChevronDown from 'lucide-react/icons/chevron-down'
import type { ReactNode } from 'react'
import { Button, ComboBox as RACComboBox, Input } from 'react-aria-components/ComboBox'
import type { ComboBoxProps as RACComboBoxProps } from 'react-aria-components/ComboBox'
import { cx, withClassName } from '../../utils/classNames.ts'
import { FieldHelp, FieldLabel } from '../field/Field.tsx'
import type { FieldTextProps } from '../field/Field.tsx'
import * as fieldStyles from '../field/Field.css.ts'
import { ListBox, ListBoxEmptyState } from '../list-box/ListBox.tsx'
import { Popover } from '../popover/Popover.tsx'
import { Spinner } from '../spinner/Spinner.tsx'
import * as styles from './ComboBox.css.ts'

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children'>, FieldTextProps {
  placeholder?: string
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  /** True while async items load (e.g. from `useAsyncList`); shows a spinner named by `loadingLabel`. */
  isLoading?: boolean
  loadingLabel?: string
  /** Shown in the open list when nothing matches ("No airports found"); keeps the list open when empty. */
  emptyLabel?: ReactNode
}

/**
 * A text input with suggestions. For async search pass `items`, `inputValue` and `onInputChange` from
 * `useAsyncList` (react-aria-components/useAsyncList) and `isLoading={list.isLoading}`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  isLoading = false,
  loadingLabel,
  emptyLabel,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      {...props}
      allowsEmptyCollection={props.allowsEmptyCollection ?? emptyLabel !== undefined}
      className={withClassName(fieldStyles.field, className)}
    >
      <FieldLabel label={label} />
      <div className={styles.frame}>
        <Input className={cx(fieldStyles.groupInput, styles.input)} placeholder={placeholder} />
        {isLoading ? <Spinner size="sm" label={loadingLabel} className={styles.spinner} /> : null}
        <Button className={styles.button}>
          <ChevronDown size={18} aria-hidden />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom start">
        <ListBox
          items={items}
          renderEmptyState={() =>
            emptyLabel !== undefined ? <ListBoxEmptyState>{emptyLabel}</ListBoxEmptyState> : null
          }
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  )
}
