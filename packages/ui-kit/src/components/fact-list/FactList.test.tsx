import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Fact, FactList } from './FactList.tsx'

describe('FactList', () => {
  it('pairs each term with its value in one description list', () => {
    const { container } = render(
      <FactList layout="rows">
        <Fact term="Order ID">RH-1</Fact>
        <Fact term="PNR">K7QX2M</Fact>
      </FactList>,
    )
    const pairs = [...container.querySelectorAll('dl > div')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ])
    expect(pairs).toEqual([
      ['Order ID', 'RH-1'],
      ['PNR', 'K7QX2M'],
    ])
    expect(container.querySelector('dl')?.dataset.layout).toBe('rows')
  })
})
