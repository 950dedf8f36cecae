import { useLingui } from '@lingui/react'
import type { Locale } from '@rihla/i18n'
import { useRuntime } from './runtimeContext'

/** The app's API clients, from the router context. */
export const useApi = () => useRuntime().api

/** The language the page is shown in: the active catalog's locale. */
export const useLocale = (): Locale => useLingui().i18n.locale as Locale
