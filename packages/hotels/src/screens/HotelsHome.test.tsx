import { resetApp } from '@rihla/core/testing'
import { screen, within } from '@testing-library/react'
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

  it('asks each child’s age and allows at most 6 rooms', async () => {
    await renderHotels('/best-hotels-in-saudi-arabia')
    await userEvent.click(await screen.findByRole('button', { name: /More children/ }))
    expect(screen.getByRole('button', { name: /Age of child 1/ })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }))
    expect(await screen.findByText('Child age is required')).toBeTruthy()

    const add = screen.getByRole('button', { name: 'Add room' })
    for (let i = 0; i < 5; i++) await userEvent.click(add)
    expect(screen.getByRole('group', { name: 'Room 6' })).toBeTruthy()
    await userEvent.click(add)
    expect(await screen.findByText('Maximum 6 rooms allowed')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Room 7' })).toBeNull()
  })

  it('puts a popular destination in the form', async () => {
    const { context } = await renderHotels('/best-hotels-in-saudi-arabia')
    await userEvent.click(await screen.findByRole('button', { name: /Madinah/ }))
    expect(context.store.get(hotelSearchFormAtom).destination?.id).toBe('city:Madinah')
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty('value', 'Madinah')
  })
})
