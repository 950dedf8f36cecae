// The booking flow's prompts: small alert dialogs opened through the modal registry.
export { PromptDialog } from './PromptDialog'
export type { PromptAction, PromptDialogProps } from './PromptDialog'
export { PriceChangeDialog } from './PriceChangeDialog'
export type { PriceChange, PriceChangeDialogProps } from './PriceChangeDialog'
export { QuoteErrorDialog } from './QuoteErrorDialog'
export type { QuoteErrorDialogProps } from './QuoteErrorDialog'
export { BookingErrorDialog } from './BookingErrorDialog'
export type { BookingErrorDialogProps, BookingFailure } from './BookingErrorDialog'
