import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/Button.tsx'
import { Countdown } from '../countdown/Countdown.tsx'
import { Link } from '../link/Link.tsx'
import { ErrorState } from './ErrorState.tsx'

const meta = {
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    status: 404,
    headingLevel: 1,
    title: 'Page Not Found',
    description: 'Page not found: /flights/unknown-route',
    actions: (
      <Link appearance="primary" href="#home">
        <Countdown seconds={5} formatLabel={(seconds) => `Go to home (${seconds})`} />
      </Link>
    ),
  },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {}

export const ServerError: Story = {
  args: { status: 500, title: 'Something went wrong!', description: 'Please try again in a moment.' },
}

export const BadRequest: Story = {
  args: {
    status: 400,
    title: 'Missing widget data',
    description: 'No app data cookie found and no payload query param provided.',
  },
}

export const PaymentOptionsUnavailable: Story = {
  args: {
    status: undefined,
    headingLevel: 2,
    title: 'Payment Options Unavailable',
    description: 'Failed to load payment methods.',
    actions: (
      <>
        <Button>Retry</Button>
        <Button variant="secondary">Go to My Bookings</Button>
        <Button variant="ghost">Go home</Button>
      </>
    ),
  },
}
