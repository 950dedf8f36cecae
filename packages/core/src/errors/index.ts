export { AppError, isAppError } from './appError'
export type { UserText } from './appError'
export { errorText, pageNotFoundDescription } from './catalogue'
export { ErrorPage, HOME_COUNTDOWN_SECONDS } from './ErrorPage'
