import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { createCaptchaChallenge } from './service'

export function registerCaptchaRoutes(register: Register, { config }: AppDeps) {
  register(endpoints.captchaChallenge, async (c) => {
    // Every challenge is new; a cached one would be a replay waiting to happen.
    c.header('Cache-Control', 'no-store')
    return createCaptchaChallenge(config.authSecret)
  })
}
