import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { hotelSearchFormAtom } from '../state'
import { renderHotels } from '../testing/fixtures'

afterEach(() => resetApp())

describe('Hotels home', () => {
  it('says what a search is missing, in the spec’s words', async () => {
    await renderHotels('/best-hotels-in-saudi-arabia')
    await userEvent.click(await screen.findByRole('button', { name: 'Search hotels' }))
    expect(await screen.findByText('City is required')).toBeTruthy()
    expect(screen.getByText('Date is required')).toBeTruthy()
  })

  it('suggests destinations as the visitor types', async () => {
    const { context } = await renderHotels('/best-hotels-in-saudi-arabia')
    await userEvent.type(await screen.findByRole('combobox', { name: 'Destination' }), 'Mak')
    const list = await screen.findByRole('listbox')
    await userEvent.click(within(list).getByRole('option', { name: /Makkah/ }))
    expect(context.store.get(hotelSearchFormAtom).destination?.id).toBe('city:Makkah')
  })

  it('edits the rooms in a popover, asks each child’s age and allows at most 6 rooms', async () => {
    await renderHotels('/best-hotels-in-saudi-arabia')
    const field = await screen.findByRole('button', { name: 'Rooms and guests 1 room, 2 guests' })
    await userEvent.click(field)
    const editor = await screen.findByRole('dialog', { name: 'Rooms and guests' })
    await userEvent.click(within(editor).getByRole('button', { name: /More children/ }))
    expect(within(editor).getByRole('button', { name: /Age of child 1/ })).toBeTruthy()
    await userEvent.click(within(editor).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(field.textContent).toBe('1 room, 3 guests')
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }))
    // Seen with the popover closed, under the field, and beside the age once it opens.
    expect(await screen.findByText('Child age is required')).toBeTruthy()

    await userEvent.click(field)
    const reopened = await screen.findByRole('dialog', { name: 'Rooms and guests' })
    expect(within(reopened).getByText('Child age is required')).toBeTruthy()
    const add = within(reopened).getByRole('button', { name: 'Add room' })
    for (let i = 0; i < 5; i++) await userEvent.click(add)
    expect(within(reopened).getByRole('group', { name: 'Room 6' })).toBeTruthy()
    await userEvent.click(add)
    expect(await within(reopened).findByText('Maximum 6 rooms allowed')).toBeTruthy()
    expect(within(reopened).queryByRole('group', { name: 'Room 7' })).toBeNull()
    expect(field.textContent).toBe('6 rooms, 13 guests')
  })

  it('puts a popular destination in the form', async () => {
    const { context } = await renderHotels('/best-hotels-in-saudi-arabia')
    await userEvent.click(await screen.findByRole('button', { name: /Madinah/ }))
    expect(context.store.get(hotelSearchFormAtom).destination?.id).toBe('city:Madinah')
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty('value', 'Madinah')
  })
})
