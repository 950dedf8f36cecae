import { I18nProvider } from '@lingui/react'
import type { ApiClients } from '@rihla/api-clients'
import { RuntimeContext } from '@rihla/core/app'
import { createTestContext, siteHandlers } from '@rihla/core/testing'
import { activateLocale } from '@rihla/i18n'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountCatalog } from '../../catalog'
import { SOLVED_CAPTCHA, solveAltcha } from '../../testing'
import { Captcha } from './Captcha'

vi.mock('altcha', async () => {
  ;(await import('../../testing')).installFakeAltcha()
  return {}
})

interface FakeWidget extends HTMLElement {
  configuration: { hideFooter?: boolean; hideLogo?: boolean; fetch?: (url: string) => Promise<Response> }
}

afterEach(cleanup)

async function renderCaptcha(locale: 'en' | 'ar', props: { errorMessage?: string } = {}) {
  const { context } = createTestContext(siteHandlers())
  const consumer = vi.fn(() => Promise.resolve(new Response('{"algorithm":"SHA-256"}')))
  context.api = { ...context.api, surface: () => Promise.resolve(consumer) } as unknown as ApiClients
  await activateLocale(context.i18n, locale, [accountCatalog])
  const onChange = vi.fn()
  render(
    <RuntimeContext value={context}>
      <I18nProvider i18n={context.i18n}>
        <Captcha
          label={locale === 'en' ? 'Security check' : 'التحقق الأمني'}
          onChange={onChange}
          {...props}
        />
      </I18nProvider>
    </RuntimeContext>,
  )
  const widget = await waitFor(() => {
    const element = document.querySelector<FakeWidget>('altcha-widget')
    if (!element?.configuration.fetch) throw new Error('the widget is not configured yet')
    return element
  })
  return { widget, consumer, onChange }
}

describe('Captcha', () => {
  it('asks our API for the challenge, hides the third-party footer and reports the solution', async () => {
    const { widget, consumer, onChange } = await renderCaptcha('en')
    expect(widget.getAttribute('language')).toBe('en')
    expect(widget.configuration).toMatchObject({ hideFooter: true, hideLogo: true })
    await widget.configuration.fetch!('/api/v2/captcha/challenge')
    expect(consumer).toHaveBeenCalledWith('/api/v2/captcha/challenge', expect.anything())

    act(() => solveAltcha(widget))
    expect(onChange).toHaveBeenLastCalledWith(SOLVED_CAPTCHA)
    act(() => (widget as unknown as { reset: () => void }).reset())
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('speaks Arabic: its own strings and the field message, tied to the group', async () => {
    await renderCaptcha('ar', { errorMessage: 'Captcha is required' })
    const strings = (
      globalThis as unknown as { $altcha: { i18n: { strings: Record<string, { label: string }> } } }
    ).$altcha.i18n.strings
    expect(strings.ar?.label).toBe('أنا لست روبوتًا')
    const group = screen.getByRole('group', { name: 'التحقق الأمني' })
    expect(group.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'رمز التحقق مطلوب',
    )
  })
})
