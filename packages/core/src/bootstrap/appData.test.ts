import { ApiError } from '@rihla/api-clients'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestContext, testAppData } from '../testing'
import { APP_DATA_COOKIE, deleteCookie, readCookie, writeCookie } from '../state/cookies'
import { userAtom } from '../state/session'
import { loadAppData, readAppDataCookie, widgetLoadError, withEmbedOptions } from './appData'

afterEach(() => deleteCookie(APP_DATA_COOKIE))

const widgetOk = () => ({ Data: testAppData() })

describe('loadAppData', () => {
  it('loads a payload from the URL and keeps the widget config in the appData cookie', async () => {
    const { context, calls } = createTestContext({ widget: widgetOk })
    const { appData, source } = await loadAppData(context, 'partner.payload')
    expect(source).toBe('payload')
    expect(appData.widget.id).toBe('rihla-site')
    expect(calls).toEqual([{ name: 'widget', input: { query: { payload: 'partner.payload' } } }])
    expect((await readAppDataCookie())?.widget.id).toBe('rihla-site')
  })

  it('sets the user from the widget data, and never writes the user into the cookie', async () => {
    const user = {
      id: 'u1',
      name: 'Sara Al-Qahtani',
      email: 'sara@example.com',
      phone: null,
      api_key: 'k',
      api_token: 't',
      access_token: 'a',
    }
    const { context } = createTestContext({ widget: () => ({ Data: { ...testAppData(), user } }) })
    await loadAppData(context, 'with.user')
    expect(context.store.get(userAtom)?.email).toBe('sara@example.com')
    expect(readCookie(APP_DATA_COOKIE)).not.toContain('sara@example.com')
  })

  it('boots the site with its own payload when the URL has none and no cookie exists', async () => {
    const { context, calls } = createTestContext({ widget: widgetOk })
    await loadAppData(context, null)
    expect(calls[0]?.input).toEqual({ query: { payload: 'site.payload.token' } })
  })

  it('uses the cookie without a request when the URL has no payload', async () => {
    writeCookie(APP_DATA_COOKIE, JSON.stringify(testAppData({ id: 'from-cookie' })), 60)
    const { context, calls } = createTestContext({ widget: widgetOk })
    const { appData, source } = await loadAppData(context, null)
    expect(source).toBe('cookie')
    expect(appData.widget.id).toBe('from-cookie')
    expect(calls).toHaveLength(0)
  })

  it('fails with 400 Missing widget data when an empty payload comes with no cookie', async () => {
    const { context, calls } = createTestContext({ widget: widgetOk })
    await expect(loadAppData(context, '')).rejects.toMatchObject({
      status: 400,
      title: { message: 'Missing widget data' },
      description: { message: 'No app data cookie found and no payload query param provided.' },
    })
    expect(calls).toHaveLength(0)
  })

  it('fails the same way in a host without a site payload', async () => {
    const { context } = createTestContext({ widget: widgetOk }, { config: { sitePayload: null } })
    await expect(loadAppData(context, null)).rejects.toMatchObject({ status: 400 })
  })

  it('ignores a cookie that no longer parses', async () => {
    writeCookie(APP_DATA_COOKIE, '{"widget":{}}', 60)
    expect(await readAppDataCookie()).toBeNull()
  })
})

describe('widgetLoadError (SPEC.md §8 widget load)', () => {
  const apiError = (kind: ApiError['kind'], status?: number, message = 'x') =>
    new ApiError({ kind, status, message, endpoint: 'widget' })

  it('maps a timeout to 504 Request timed out', () => {
    expect(widgetLoadError(apiError('timeout'))).toMatchObject({
      status: 504,
      title: { message: 'Request timed out' },
      description: { message: 'The request to the widget server timed out. Please try again later.' },
    })
  })

  it('maps no response to 502', () => {
    expect(widgetLoadError(apiError('network'))).toMatchObject({
      status: 502,
      title: { message: 'No response from server' },
      description: {
        message:
          'Could not reach the widget server. Please check your internet connection or try again later.',
      },
    })
  })

  it("keeps a server error's status and message", () => {
    expect(widgetLoadError(apiError('http', 401, 'The widget payload is not valid'))).toMatchObject({
      status: 401,
      title: { message: 'App Data Load Failed' },
      description: 'The widget payload is not valid',
    })
  })

  it('defaults a server error without a status to 404 and without a message to the catalogue text', () => {
    expect(widgetLoadError(apiError('http', undefined, ''))).toMatchObject({
      status: 404,
      description: { message: 'Could not load widget data from the server.' },
    })
  })

  it('maps a response without Data to 400 Invalid widget data', () => {
    expect(widgetLoadError(apiError('invalid-response'))).toMatchObject({
      status: 400,
      title: { message: 'Invalid widget data' },
      description: { message: 'The widget data received from the server is invalid' },
    })
  })

  it('maps anything else to 500 Unknown error', () => {
    expect(widgetLoadError(new TypeError('boom'))).toMatchObject({
      status: 500,
      title: { message: 'Unknown error' },
    })
  })
})

describe('withEmbedOptions', () => {
  const partner = () =>
    testAppData({ styles: { allowedVerticals: ['airline', 'hotel', 'event'], primaryColor: null } })

  it('narrows the payload’s verticals to those the embedding page asks for', () => {
    const narrowed = withEmbedOptions(partner(), { verticals: ['hotel', 'train'], currency: null })
    expect(narrowed.widget.styles.allowedVerticals).toEqual(['hotel'])
  })

  it('keeps the payload’s verticals when the page asks only for ones the payload does not allow', () => {
    const kept = withEmbedOptions(partner(), { verticals: ['train', 'bus'], currency: null })
    expect(kept.widget.styles.allowedVerticals).toEqual(['airline', 'hotel', 'event'])
  })

  it('puts the page’s currency in place of the widget’s default', () => {
    expect(withEmbedOptions(partner(), { verticals: null, currency: 'AED' }).widget.defaultCurrency).toBe(
      'AED',
    )
  })

  it('applies to app data from the payload and from the cookie alike', async () => {
    const { context } = createTestContext({ widget: () => ({ Data: partner() }) })
    context.config.embed = { verticals: ['event'], currency: null }
    const fromPayload = await loadAppData(context, 'partner.payload')
    expect(fromPayload.appData.widget.styles.allowedVerticals).toEqual(['event'])
    const fromCookie = await loadAppData(context, null)
    expect(fromCookie.source).toBe('cookie')
    expect(fromCookie.appData.widget.styles.allowedVerticals).toEqual(['event'])
  })
})
