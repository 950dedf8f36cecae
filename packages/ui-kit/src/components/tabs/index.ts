export { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx'
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs.tsx'
