import type { Airport } from '@rihla/api-contract/flights'
import { useLocale } from '@rihla/core'
import { pendingAnswer } from '@rihla/core/testing/storybook'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { searchHandlers, storyAirports } from '../../testing/storyData'
import { AirportField } from './AirportField'

function ChooseAirport({ chosen, errorMessage }: { chosen: boolean; errorMessage?: string }) {
  const [riyadh] = storyAirports(useLocale())
  const [value, setValue] = useState<Airport | null>(chosen ? riyadh! : null)
  return (
    <div style={{ maxInlineSize: 360 }}>
      <AirportField label="From" value={value} onChange={setValue} errorMessage={errorMessage} />
    </div>
  )
}

const meta = {
  component: ChooseAirport,
  args: { chosen: false },
  parameters: { app: { api: searchHandlers } },
} satisfies Meta<typeof ChooseAirport>

export default meta
type Story = StoryObj<typeof meta>

/** Focus it: the popular airports, then the server's matches as you type. */
export const Empty: Story = {}

export const Chosen: Story = { args: { chosen: true } }

export const Invalid: Story = { args: { errorMessage: 'Please choose a departure city' } }

/** The popular airports on their way: the list says it is loading. */
export const Loading: Story = { parameters: { app: { api: { airportsPopular: pendingAnswer } } } }
