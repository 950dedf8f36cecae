export { createAppRuntime } from './runtime'
export type { AppRuntimeOptions } from './runtime'
export { coreQueries } from './queries'
export { appDataAtom } from './bootstrap/appData'
export { saveLocale, savedLocale } from './bootstrap/language'
export { adoptServerStartup, startApp } from './bootstrap/startup'
export { yieldToMain } from '@rihla/api-clients'
export { persistGeneralData } from './state/persistence'
export { authAtom, isAuthenticatedAtom, userAtom } from './state/session'
export { clearUserQueries, signOut, userScopedMeta } from './state/signOut'
export { useForgetEndedSession } from './state/useForgetEndedSession'
export { USER_MENU_PATHS } from './layouts/userMenuPaths'
export { preferencesAtom } from './state/preferences'
export { restoreStoredValues } from './state/storage'
export { MODAL_NAMES, closeAllModalsAtom, modalAtom, openModalNamesAtom } from './state/modals'
export type { ModalName } from './state/modals'
export {
  AppError,
  ErrorPage,
  HOME_COUNTDOWN_SECONDS,
  createCaughtErrorReporter,
  describeAppError,
  errorText,
  isAppError,
  pageNotFoundDescription,
} from './errors'
export type { UserText } from './errors'
export { BOOKING_VERTICALS, VERTICAL_LABELS } from './layouts/verticals'
export type { VerticalEntry } from './layouts/verticals'
export { useVerticalEntries } from './layouts/useVerticalEntries'
export { AfterFirstPaint } from './layouts/AfterFirstPaint'
export { useApi, useLocale } from './app/hooks'
export { useRuntime } from './app/runtimeContext'
export { useMoney, useVisitorMoney } from './app/useMoney'
export { useVisitorCurrency, visitorCurrency } from './app/visitorCurrency'
export { useCatalog } from './app/useCatalog'
export { useCopyText } from './app/useCopyText'
export type { CopyToasts } from './app/useCopyText'
export { useUtilities } from './app/useUtilities'
export { browserEnvironment } from './state/environment'
export type { AppEnvironment } from './state/environment'
export { parseCookie, serializeCookie } from './state/cookies'
export { SERVER_HEAD_END, SERVER_HEAD_START } from './layouts/bootOverlay'
export { LanguageSwitch } from './layouts/LanguageSwitch'
export { CurrencySwitch } from './layouts/CurrencySwitch'
export { UserMenu } from './layouts/UserMenu'
