import type { ReactNode } from 'react'
import { StoryFrame } from '../testing/StoryFrame'
import { PriceChangeDialog } from './PriceChangeDialog'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

export default {
  component: PriceChangeDialog,
  tags: ['autodocs'],
  args: {
    change: { previousTotal: sar(1250), newTotal: sar(1390) },
    raised: 'The airline has raised the fare since it was quoted.',
    lowered: 'The airline has lowered the fare since it was quoted.',
    chooseAnotherLabel: 'Choose another flight',
    onContinue: () => {},
    onChooseAnother: () => {},
  },
  decorators: [(Story: () => ReactNode) => <StoryFrame open="priceModal">{Story()}</StoryFrame>],
}

export const Raised = {}

export const Lowered = { args: { change: { previousTotal: sar(1390), newTotal: sar(1250) } } }
