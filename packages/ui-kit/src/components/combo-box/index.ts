export { ListBoxItem as ComboBoxItem, ListBoxSection as ComboBoxSection } from '../list-box/ListBox.tsx'
export { ComboBox } from './ComboBox.tsx'
export type { ComboBoxProps } from './ComboBox.tsx'
