import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PriceSummary } from './PriceSummary.tsx'

const rows = [
  { id: 'base', label: 'Base fare', value: 'SAR 1,480.00' },
  { id: 'tax', label: 'Taxes and fees', value: 'SAR 212.50' },
  { id: 'discount', label: 'Discount', value: '-SAR 90.00', kind: 'discount' as const },
]

describe('PriceSummary', () => {
  it('renders each row as a term with its value, in order, then the total', () => {
    const { container } = render(
      <PriceSummary rows={rows} total={{ label: 'Total', value: 'SAR 1,602.50' }} />,
    )
    const pairs = [...container.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ])
    expect(pairs).toEqual([
      ['Base fare', 'SAR 1,480.00'],
      ['Taxes and fees', 'SAR 212.50'],
      ['Discount', '-SAR 90.00'],
      ['Total', 'SAR 1,602.50'],
    ])
  })

  it('marks the discount and total rows for styling', () => {
    const { container } = render(
      <PriceSummary rows={rows} total={{ label: 'Total', value: 'SAR 1,602.50' }} />,
    )
    const kinds = [...container.querySelectorAll('dl > div')].map((row) => (row as HTMLElement).dataset.kind)
    expect(kinds).toEqual(['default', 'default', 'discount', 'total'])
  })

  it('shows its title and note', () => {
    render(
      <PriceSummary
        title="Price summary"
        rows={[]}
        total={{ label: 'Total', value: 'SAR 0.00' }}
        note="Includes VAT 15%"
      />,
    )
    expect(screen.getByRole('heading', { name: 'Price summary' })).toBeTruthy()
    expect(screen.getByText('Includes VAT 15%')).toBeTruthy()
  })
})
