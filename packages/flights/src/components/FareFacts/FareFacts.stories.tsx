import type { Meta, StoryObj } from '@storybook/react-vite'
import { testFare } from '../../testing/fixtures'
import { CabinBaggage, ChangeDeadline, ChangeFee, CheckedBaggage, RefundRule } from './FareFacts'

const saver = testFare(489)
const flex = testFare(1249, {
  family: 'Flex',
  baggage: { checkedPieces: 2, checkedKg: 23, cabinKg: 7 },
  changeUntil: '2026-11-29T08:00:00.000Z',
  changeFee: { amount: 150, currency: 'SAR' },
  refundable: true,
  refundFee: { amount: 300, currency: 'SAR' },
})

/** Every fact of one fare, as the fare choice and an airline's fare families list them. */
function Facts({ fare }: { fare: typeof saver }) {
  const facts = [
    <CheckedBaggage key="checked" baggage={fare.baggage} />,
    <CabinBaggage key="cabin" baggage={fare.baggage} />,
    <ChangeDeadline key="deadline" fare={fare} />,
    <ChangeFee key="fee" fare={fare} />,
    <RefundRule key="refund" fare={fare} />,
  ]
  return (
    <ul>
      {facts.map((fact) => (
        <li key={fact.key}>{fact}</li>
      ))}
    </ul>
  )
}

const meta = {
  component: Facts,
  args: { fare: saver },
} satisfies Meta<typeof Facts>

export default meta
type Story = StoryObj<typeof meta>

/** The lowest fare: no checked bag, no refund. */
export const Saver: Story = {}

/** Bags, a change deadline, and fees for changing and refunding. */
export const Flex: Story = { args: { fare: flex } }

export const RefundableAtNoFee: Story = {
  args: { fare: { ...flex, family: 'Business Flex', changeFee: null, refundFee: null } },
}
