// The public surface of @rihla/account.
export { accountFragment } from './fragment'

export { Captcha } from './components/Captcha/Captcha'
export type { CaptchaProps } from './components/Captcha/Captcha'
