export { ListBoxItem as SelectItem, ListBoxSection as SelectSection } from '../list-box/ListBox.tsx'
export { Select } from './Select.tsx'
export type { SelectProps } from './Select.tsx'
