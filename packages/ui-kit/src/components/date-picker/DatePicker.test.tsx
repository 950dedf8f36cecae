import { CalendarDate } from '@internationalized/date'
import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { describe, expect, it } from 'vitest'
import { DatePicker } from './DatePicker.tsx'

function yearSegment() {
  const group = screen.getByRole('group', { name: /date/i })
  return within(group)
    .getAllByRole('spinbutton')
    .find((segment) => segment.getAttribute('data-type') === 'year')
}

describe('DatePicker', () => {
  it('shows a Gregorian date in English', () => {
    render(
      <I18nProvider locale="en-SA">
        <DatePicker label="Departure date" defaultValue={new CalendarDate(2026, 3, 20)} />
      </I18nProvider>,
    )
    expect(yearSegment()?.textContent).toBe('2026')
  })

  it('shows the same date in the Hijri Umm al-Qura calendar when the locale asks for it', () => {
    render(
      <I18nProvider locale="ar-SA-u-ca-islamic-umalqura-nu-latn">
        <DatePicker label="Departure date" defaultValue={new CalendarDate(2026, 3, 20)} />
      </I18nProvider>,
    )
    // 20 March 2026 is 1 Shawwal 1447 AH.
    expect(yearSegment()?.textContent).toBe('1447')
  })
})

describe('DatePicker before hydration', () => {
  const picker = (
    <I18nProvider locale="en-SA">
      <DatePicker label="Departure date" defaultValue={new CalendarDate(2026, 3, 20)} />
    </I18nProvider>
  )

  it('sends its date segments inert from the server, so nothing is typed into them before hydration', () => {
    const html = renderToString(picker)
    const container = document.createElement('div')
    container.innerHTML = html
    const segments = container.querySelector('[data-type="year"]')?.parentElement
    expect(segments?.hasAttribute('inert')).toBe(true)
  })

  it('takes typing once hydrated, and from the start when rendered in the browser', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(picker)
    document.body.append(container)
    // Hydration, then the render after it that reads the browser's snapshot.
    await act(() => {
      hydrateRoot(container, picker)
      return Promise.resolve()
    })
    expect(container.querySelector('[data-type="year"]')?.parentElement?.hasAttribute('inert')).toBe(false)
    container.remove()

    render(picker)
    expect(yearSegment()?.parentElement?.hasAttribute('inert')).toBe(false)
  })
})
