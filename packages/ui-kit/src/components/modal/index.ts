export { DialogTrigger } from 'react-aria-components/Modal'
export { Modal } from './Modal.tsx'
export type { ModalProps } from './Modal.tsx'
