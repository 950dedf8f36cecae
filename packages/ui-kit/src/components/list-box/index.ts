export { ListBox, ListBoxEmptyState, ListBoxItem, ListBoxSection } from './ListBox.tsx'
export type { ListBoxItemProps, ListBoxProps, ListBoxSectionProps } from './ListBox.tsx'
