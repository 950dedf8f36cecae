import type { Meta, StoryObj } from '@storybook/react-vite'
import { Stepper } from './Stepper.tsx'

const flightSteps = [
  { id: 'search', label: 'Search' },
  { id: 'itinerary', label: 'Itinerary' },
  { id: 'passengers', label: 'Passengers' },
  { id: 'addons', label: 'Add-ons' },
  { id: 'review', label: 'Review' },
  { id: 'payment', label: 'Payment' },
]

const meta = {
  component: Stepper,
  tags: ['autodocs'],
  args: {
    steps: flightSteps,
    currentStepId: 'passengers',
    'aria-label': 'Booking progress',
    completedLabel: 'completed',
  },
} satisfies Meta<typeof Stepper>

export default meta
type Story = StoryObj<typeof meta>

export const FlightBooking: Story = {}

export const FirstStep: Story = { args: { currentStepId: 'search' } }

export const LastStep: Story = { args: { currentStepId: 'payment' } }

export const ArabicLabels: Story = {
  globals: { locale: 'ar' },
  args: {
    'aria-label': 'مراحل الحجز',
    completedLabel: 'مكتملة',
    currentStepId: 'review',
    steps: [
      { id: 'search', label: 'البحث' },
      { id: 'seats', label: 'اختيار المقاعد' },
      { id: 'passengers', label: 'المسافرون' },
      { id: 'review', label: 'المراجعة' },
      { id: 'payment', label: 'الدفع' },
    ],
  },
}
