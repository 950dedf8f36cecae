import type { Meta, StoryObj } from '@storybook/react-vite'
import { airport } from '../../testing/fixtures'
import { AirlineRoutes } from './AirlineRoutes'

const RUH = airport('RUH', 'Riyadh')

const meta = {
  component: AirlineRoutes,
  args: {
    labelledBy: 'routes',
    routes: [
      { origin: RUH, destination: airport('JED', 'Jeddah'), distanceKm: 846, durationMinutes: 115 },
      { origin: RUH, destination: airport('DMM', 'Dammam'), distanceKm: 378, durationMinutes: 70 },
      { origin: RUH, destination: airport('AHB', 'Abha'), distanceKm: 860, durationMinutes: 110 },
    ],
  },
  decorators: [
    (Story) => (
      <>
        <h2 id="routes">Popular routes</h2>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof AirlineRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const Routes: Story = {}
