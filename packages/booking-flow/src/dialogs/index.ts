// The booking flow's prompts: small alert dialogs opened through the modal registry.
export { PromptDialog } from './PromptDialog'
export type { PromptAction, PromptDialogProps } from './PromptDialog'
