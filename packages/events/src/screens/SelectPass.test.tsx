import { resetApp } from '@rihla/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEvents } from '../testing/fixtures'

afterEach(() => resetApp())

describe('Pass selection', () => {
  it('keeps a sold-out pass closed and a pass with few left to what is left, and says why', async () => {
    await renderEvents('/events/riyadh-derby/select-pass')
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your passes' })).toBeTruthy()
    expect(await screen.findByRole('textbox', { name: 'Category 1 tickets' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(screen.getByText('This pass is sold out for this date.')).toBeTruthy()

    const more = screen.getByRole('button', { name: 'Increase Category 2 tickets' })
    for (let i = 0; i < 3; i++) await userEvent.click(more)
    expect(screen.getByText('Only 3 left for this date.')).toBeTruthy()
    expect(more).toHaveProperty('disabled', true)
    expect(screen.getByRole('textbox', { name: 'Category 2 tickets' })).toHaveProperty('value', '3')
  })

  it('lists the ticket lines and asks the server to quote them', async () => {
    const { calls } = await renderEvents('/events/riyadh-derby/select-pass', {
      eventQuote: () => {
        throw new Error('the quote is only recorded here')
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please choose at least one ticket')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Increase Category 3 tickets' }))
    await userEvent.click(screen.getByRole('button', { name: 'Increase Category 3 tickets' }))
    await userEvent.click(screen.getByRole('button', { name: 'Increase Category 2 tickets' }))
    expect(screen.getByText('2 × Category 3')).toBeTruthy()
    expect(screen.getByText('1 × Category 2')).toBeTruthy()
    expect(screen.getByText('Total for 3 tickets')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const quote = calls.find((call) => call.name === 'eventQuote')
    expect(quote?.input).toMatchObject({
      body: {
        eventId: 'riyadh-derby',
        showId: 'derby-0',
        lines: [
          { passId: 'category_2', quantity: 1 },
          { passId: 'category_3', quantity: 2 },
        ],
      },
    })
  })

  it("says 'Failed to load events data.' when the event cannot be read", async () => {
    const { ApiError } = await import('@rihla/api-clients')
    await renderEvents('/events/riyadh-derby/select-pass', {
      eventShows: new ApiError({ kind: 'http', status: 503, message: 'down', endpoint: 'eventShows' }),
    })
    expect(await screen.findByText('Failed to load events data.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
