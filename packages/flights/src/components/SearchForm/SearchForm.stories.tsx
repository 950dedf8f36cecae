import { useLocale } from '@rihla/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { initialSearchForm, withTripType } from '../../searchForm'
import type { SearchFormValues } from '../../searchForm'
import { inDays } from '../../testing/fixtures'
import { searchHandlers, storyAirports } from '../../testing/storyData'
import { SearchForm } from './SearchForm'

type Filled = 'nothing' | 'route' | 'multi-city'

function SearchFlights({ filled }: { filled: Filled }) {
  const [riyadh, jeddah, dammam] = storyAirports(useLocale())
  const [values, setValues] = useState<SearchFormValues>(() => {
    const route = {
      ...initialSearchForm(),
      legs: [{ origin: riyadh!, destination: jeddah!, date: inDays(14) }],
      returnDate: inDays(18),
      adults: 2,
      children: 1,
    }
    if (filled === 'nothing') return initialSearchForm()
    if (filled === 'route') return route
    const multi = withTripType(route, 'multi_city')
    return {
      ...multi,
      legs: [multi.legs[0]!, { origin: jeddah!, destination: dammam!, date: inDays(17) }],
    }
  })
  return <SearchForm values={values} onChange={setValues} onSearch={fn()} />
}

const meta = {
  component: SearchFlights,
  args: { filled: 'nothing' },
  parameters: { app: { api: searchHandlers } },
} satisfies Meta<typeof SearchFlights>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** A round trip with its dates; the fares of the days around them show below the dates. */
export const RoundTrip: Story = { args: { filled: 'route' } }

export const MultiCity: Story = { args: { filled: 'multi-city' } }
