import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookingFactsCard } from './BookingFactsCard'

const meta = {
  component: BookingFactsCard,
  tags: ['autodocs'],
  args: {
    title: 'Makkah – Madinah',
    status: 'Confirmed',
    padding: 'md',
    children: (
      <FactList>
        <Fact term="Order ID">RH-TR-7Q2K9M</Fact>
        <Fact term="Train">HHR-8103 · Haramain High Speed Railway</Fact>
      </FactList>
    ),
  },
} satisfies Meta<typeof BookingFactsCard>

export default meta
type Story = StoryObj<typeof meta>

export const Confirmed: Story = {}

export const Pending: Story = { args: { status: 'Pending' } }

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'مكة المكرمة – المدينة المنورة',
    children: (
      <FactList>
        <Fact term="رقم الطلب">RH-TR-7Q2K9M</Fact>
        <Fact term="القطار">HHR-8103 · قطار الحرمين السريع</Fact>
      </FactList>
    ),
  },
}
