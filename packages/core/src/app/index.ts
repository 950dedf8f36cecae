export { AppProviders } from './AppProviders'
export { useApi, useLocale } from './hooks'
export { RuntimeContext, useRuntime } from './runtimeContext'
