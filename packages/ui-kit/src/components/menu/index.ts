export { MenuTrigger, SubmenuTrigger } from 'react-aria-components/Menu'
export { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx'
export type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu.tsx'
