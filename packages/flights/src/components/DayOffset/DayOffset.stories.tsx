import type { Meta, StoryObj } from '@storybook/react-vite'
import { DayOffset } from './DayOffset'

const meta = {
  component: DayOffset,
  args: { from: '2026-12-01T22:40', at: '2026-12-02T01:15', kind: 'arrives' },
} satisfies Meta<typeof DayOffset>

export default meta
type Story = StoryObj<typeof meta>

export const ArrivesNextDay: Story = {}

export const ArrivesDaysLater: Story = { args: { at: '2026-12-03T06:30' } }

export const DepartsNextDay: Story = { args: { kind: 'departs' } }

/** Nothing shows when the arrival is on the day the trip began. */
export const SameDay: Story = { args: { at: '2026-12-01T23:55' } }
