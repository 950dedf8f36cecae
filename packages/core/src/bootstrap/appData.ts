import type { AppData } from '@rihla/api-contract'
import { isApiError } from '@rihla/api-clients'
import { atom } from 'jotai'
import { AppError } from '../errors/appError'
import { errorText } from '../errors/catalogue'
import type { AppConfig, RouterContext } from '../routing/context'
import { userAtom } from '../state/session'
import { APP_DATA_COOKIE, APP_DATA_COOKIE_MAX_AGE } from '../state/cookies'
import type { AppEnvironment } from '../state/environment'
import { browserEnvironment } from '../state/environment'

/** The widget configuration the app runs with; null until loaded. */
export const appDataAtom = atom<AppData | null>(null)

/** The app data cookie's JSON, unchecked; null when there is none or it is not JSON. */
function appDataCookieJson(env: AppEnvironment): unknown {
  const raw = env.readCookie(APP_DATA_COOKIE)
  if (!raw) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

/** The app data cookie, checked against its schema (loaded with it, off the first page). */
export async function readAppDataCookie(env: AppEnvironment = browserEnvironment): Promise<AppData | null> {
  const json = appDataCookieJson(env)
  if (json === null) return null
  const { appDataSchema } = await import('@rihla/api-contract/widget')
  const parsed = appDataSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/**
 * The app data of a page the site's server rendered: the server read the cookie against its schema
 * for this very page, and replaced it in the same response when it did not pass.
 */
export const serverCheckedAppData = (env: AppEnvironment) => appDataCookieJson(env) as AppData | null

/** The cookie keeps the widget config only: the user lives in the persisted user store. */
const storeAppData = (env: AppEnvironment, appData: AppData) =>
  env.writeCookie(APP_DATA_COOKIE, JSON.stringify({ ...appData, user: null }), APP_DATA_COOKIE_MAX_AGE)

/** SPEC.md §8 "Widget load": each failure of GET /widget as the error page shows it. */
export function widgetLoadError(error: unknown): AppError {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'timeout':
        return new AppError(504, errorText.widgetTimeout.title, errorText.widgetTimeout.description, {
          cause: error,
          code: 'widget-timeout',
        })
      case 'network':
        return new AppError(502, errorText.widgetNoResponse.title, errorText.widgetNoResponse.description, {
          cause: error,
          code: 'widget-no-response',
        })
      case 'http':
        return new AppError(
          error.status ?? 404,
          errorText.widgetServer.title,
          error.message || errorText.widgetServer.description,
          { cause: error, code: 'widget-server-error' },
        )
      case 'invalid-response':
        return new AppError(400, errorText.invalidWidgetData.title, errorText.invalidWidgetData.description, {
          cause: error,
          code: 'invalid-widget-data',
        })
    }
  }
  return new AppError(500, errorText.unknown.title, errorText.unknown.description, {
    cause: error,
    code: 'widget-unknown-error',
  })
}

/**
 * What the embedding page asked for, within what the payload allows: its verticals narrow the payload's
 * (a list naming none of them leaves the payload's), its currency replaces the widget's default.
 */
export function withEmbedOptions(appData: AppData, embed: AppConfig['embed']): AppData {
  if (!embed) return appData
  const allowed = appData.widget.styles.allowedVerticals
  const asked = embed.verticals ? allowed.filter((vertical) => embed.verticals?.includes(vertical)) : []
  return {
    ...appData,
    widget: {
      ...appData.widget,
      styles: { ...appData.widget.styles, allowedVerticals: asked.length ? asked : allowed },
      defaultCurrency: embed.currency ?? appData.widget.defaultCurrency,
    },
  }
}

/**
 * SPEC.md §4 "Widget load". A payload in the URL is fetched and stored; without one the cookie must
 * hold app data. The site boots through the same path with its own payload when the URL names none;
 * a present but empty `payload` is a widget embed that lost its payload, so the cookie alone counts.
 */
export async function loadAppData(
  context: Pick<RouterContext, 'api' | 'config' | 'store'> & { env?: AppEnvironment },
  urlPayload: string | null,
): Promise<{ appData: AppData; source: 'payload' | 'cookie' }> {
  const env = context.env ?? browserEnvironment
  const cookie = await readAppDataCookie(env)
  const payload = urlPayload || (urlPayload === null && !cookie ? context.config.sitePayload : null)
  if (!payload) {
    if (cookie) return { appData: withEmbedOptions(cookie, context.config.embed), source: 'cookie' }
    throw new AppError(400, errorText.missingWidgetData.title, errorText.missingWidgetData.description, {
      code: 'missing-widget-data',
    })
  }
  let appData: AppData
  try {
    appData = (await context.api.call('widget', { query: { payload } })).Data
  } catch (error) {
    throw widgetLoadError(error)
  }
  storeAppData(env, appData)
  if (appData.user) context.store.set(userAtom, appData.user)
  return { appData: withEmbedOptions(appData, context.config.embed), source: 'payload' }
}
