import type { MessageDescriptor } from '@lingui/core'
import { ApiError } from '@rihla/api-clients'
import { activateLocale, createI18n } from '@rihla/i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { widgetLoadError } from '../bootstrap/appData'
import { coreCatalog } from '../catalog'
import { AppError } from './appError'
import { createCaughtErrorReporter } from './reportError'

afterEach(() => vi.restoreAllMocks())

/** The error as a production build throws it: Lingui keeps only the hashed ids of its messages. */
function asInProduction(error: AppError) {
  const idOnly = (text: MessageDescriptor | string) => (typeof text === 'string' ? text : { id: text.id })
  return new AppError(error.status, idOnly(error.title), idOnly(error.description), {
    cause: error.cause,
    code: error.code,
  })
}

const badPayload = () =>
  asInProduction(
    widgetLoadError(new ApiError({ kind: 'invalid-response', message: 'no Data', endpoint: 'widget' })),
  )

const reporter = async (locale: 'en' | 'ar') => {
  const i18n = createI18n()
  await activateLocale(i18n, locale, [coreCatalog])
  return createCaughtErrorReporter(i18n)
}

describe('createCaughtErrorReporter', () => {
  it('logs a bad widget payload with its status, code and message, not the minified message id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const caught = badPayload()
    ;(await reporter('en'))(caught, { componentStack: '' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toBe(
      'AppError 400 invalid-widget-data: Invalid widget data. The widget data received from the server is invalid',
    )
    expect(error).not.toHaveBeenCalled()
    expect(String(caught)).not.toMatch(new RegExp((caught.title as MessageDescriptor).id))
  })

  it('logs it in the page’s language on an Arabic page, code included', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    ;(await reporter('ar'))(badPayload(), { componentStack: '' })
    expect(warn.mock.calls[0]![0]).toMatch(/^AppError 400 invalid-widget-data: بيانات الأداة غير صالحة\./)
  })

  it('logs any other error as React would, and a chunk-load error not at all (the page reloads)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = await reporter('en')
    const bug = new TypeError('x is undefined')
    report(bug, { componentStack: '\n    at Page' })
    expect(error).toHaveBeenCalledWith(bug, '\n    at Page')
    report(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), { componentStack: '' })
    expect(error).toHaveBeenCalledTimes(1)
  })
})
