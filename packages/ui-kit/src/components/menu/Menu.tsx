import Check from 'lucide-react/icons/check'
import type { ReactElement, ReactNode, Ref } from 'react'
import { forwardRef } from 'react'
import {
  Collection,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Separator,
} from 'react-aria-components/Menu'
import type {
  MenuItemProps as RACMenuItemProps,
  MenuProps as RACMenuProps,
  MenuSectionProps as RACMenuSectionProps,
} from 'react-aria-components/Menu'
import type { Placement } from 'react-aria-components/Popover'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { cx, withClassName } from '../../utils/classNames.ts'
import { Popover } from '../popover/Popover.tsx'
import * as styles from './Menu.css.ts'

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  placement?: Placement
}

/** The menu of a `MenuTrigger`, in a popover: user menu, language and currency switchers. */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <RACMenu {...props} className={withClassName(styles.menu, className)} />
    </Popover>
  )
}

export interface MenuItemProps<T extends object = object> extends RACMenuItemProps<T> {
  icon?: ReactNode
  tone?: 'default' | 'danger'
}

/**
 * An action or link (`href`) in a menu; selected items of a selectable menu show a check. Forwards its ref so
 * `core/routing` can make it router-aware with `createLink`.
 */
export const MenuItem = forwardRef(function MenuItem<T extends object>(
  { icon, tone = 'default', className, children, textValue, ...props }: MenuItemProps<T>,
  ref: Ref<HTMLDivElement>,
) {
  return (
    <RACMenuItem
      {...props}
      ref={ref}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={withClassName(cx(styles.item, tone === 'danger' && styles.itemDanger), className)}
    >
      {composeRenderProps(children, (content, { isSelected, selectionMode }) => (
        <>
          {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
          <span className={styles.itemLabel}>{content}</span>
          {selectionMode !== 'none' && isSelected ? (
            <Check size={18} aria-hidden className={styles.check} />
          ) : null}
        </>
      ))}
    </RACMenuItem>
  )
}) as <T extends object = object>(props: MenuItemProps<T> & { ref?: Ref<HTMLDivElement> }) => ReactElement

export interface MenuSectionProps<T extends object> extends Omit<RACMenuSectionProps<T>, 'children'> {
  title?: ReactNode
  children: ReactNode | ((item: T) => ReactElement)
}

export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  )
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />
}
