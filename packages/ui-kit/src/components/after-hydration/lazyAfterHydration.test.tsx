import { Suspense, act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyAfterHydration } from './lazyAfterHydration'

// A form the server renders in full, whose code the browser loads after the page has hydrated.
function Form({
  onSubmitted,
}: {
  onSubmitted: (values: { trip: string; name: string; presses: number }) => void
}) {
  const [trip, setTrip] = useState('round')
  const [name, setName] = useState('')
  const [presses, setPresses] = useState(0)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmitted({ trip, name, presses })
      }}
    >
      {[
        ['round', 'Round'],
        ['one', 'One way'],
      ].map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="trip"
            value={value}
            checked={trip === value}
            onChange={() => setTrip(value!)}
          />
          {label}
        </label>
      ))}
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        More
      </button>
      <button type="submit">Search</button>
    </form>
  )
}

async function serverHtml(element: React.ReactElement) {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('lazyAfterHydration', () => {
  it('loads after the first commit and replays what was done to the server HTML before', async () => {
    let resolveCode: (component: typeof Form) => void = () => undefined
    const load = vi.fn(
      (): Promise<typeof Form> =>
        new Promise((resolve) => {
          resolveCode = resolve
        }),
    )
    const Deferred = lazyAfterHydration(load)
    const onSubmitted = vi.fn()
    // What the server sends for it (the test runs in a browser-like window, where it would wait).
    const html = await serverHtml(
      <div style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Form onSubmitted={onSubmitted} />
        </Suspense>
      </div>,
    )
    expect(html).toContain('One way')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, <Deferred onSubmitted={onSubmitted} />)
      await Promise.resolve()
    })
    // Hydrated around the form, whose code was asked for only then.
    expect(load).toHaveBeenCalledTimes(1)

    // The visitor acts on the server's form before its code arrives.
    const [, oneWay] = container.querySelectorAll('input[type="radio"]')
    ;(oneWay as HTMLInputElement).click()
    const name = container.querySelector<HTMLInputElement>('input[aria-label="Name"]')!
    name.value = 'Sara'
    container.querySelector<HTMLButtonElement>('button[type="button"]')!.click()
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    expect(onSubmitted).not.toHaveBeenCalled()

    await act(async () => {
      resolveCode(Form)
      for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ trip: 'one', name: 'Sara', presses: 1 })
  })
})
