export { AppProviders } from './AppProviders'
export { useApi, useLocale } from './hooks'
