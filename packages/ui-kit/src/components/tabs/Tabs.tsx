import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
} from 'react-aria-components/Tabs'
import type {
  TabListProps as RACTabListProps,
  TabPanelProps as RACTabPanelProps,
  TabProps as RACTabProps,
  TabsProps as RACTabsProps,
} from 'react-aria-components/Tabs'
import { withClassName } from '../../utils/classNames.ts'
import * as styles from './Tabs.css.ts'

export type TabsProps = RACTabsProps

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClassName(styles.tabs, className)} />
}

export type TabListProps<T extends object> = RACTabListProps<T>

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withClassName(styles.tabList, className)} />
}

export type TabProps = RACTabProps

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withClassName(styles.tab, className)} />
}

export type TabPanelProps = RACTabPanelProps

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClassName(styles.panel, className)} />
}
