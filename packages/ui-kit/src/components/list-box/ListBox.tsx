import Check from 'lucide-react/icons/check'
import type { ReactElement, ReactNode } from 'react'
import {
  Collection,
  Header,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  ListBoxSection as RACListBoxSection,
} from 'react-aria-components/ListBox'
import type {
  ListBoxItemProps as RACListBoxItemProps,
  ListBoxProps as RACListBoxProps,
  ListBoxSectionProps as RACListBoxSectionProps,
} from 'react-aria-components/ListBox'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { cx, withClassName } from '../../utils/classNames.ts'
import * as styles from './ListBox.css.ts'

export type ListBoxProps<T extends object> = RACListBoxProps<T>

export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <RACListBox {...props} className={withClassName(styles.listBox, className)} />
}

export type ListBoxItemProps<T extends object> = RACListBoxItemProps<T>

/** An option; selected options show a check mark. */
export function ListBoxItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={withClassName(styles.item, className)}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.itemLabel}>{content}</span>
          {isSelected ? <Check size={18} aria-hidden className={styles.check} /> : null}
        </>
      ))}
    </RACListBoxItem>
  )
}

export interface ListBoxSectionProps<T extends object> extends Omit<RACListBoxSectionProps<T>, 'children'> {
  title: ReactNode
  children: ReactNode | ((item: T) => ReactElement)
}

/** A titled group of options; with `items`, `children` renders one option per item. */
export function ListBoxSection<T extends object>({
  title,
  items,
  children,
  className,
  ...props
}: ListBoxSectionProps<T>) {
  return (
    <RACListBoxSection {...props} className={cx(className)}>
      <Header className={styles.sectionHeader}>{title}</Header>
      <Collection items={items}>{children}</Collection>
    </RACListBoxSection>
  )
}

export function ListBoxEmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>
}
