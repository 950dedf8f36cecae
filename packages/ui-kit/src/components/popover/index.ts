export { DialogTrigger } from 'react-aria-components/Popover'
export { Popover, PopoverDialog } from './Popover.tsx'
export type { PopoverDialogProps, PopoverProps } from './Popover.tsx'
