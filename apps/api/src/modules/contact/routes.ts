import { localizeMessage, serverMessages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import { rateLimitByIp } from '../../http/rateLimit'
import type { Register } from '../../http/registrar'
import { verifyCaptcha } from '../captcha/service'
import { submitContactMessage } from './service'

export function registerContactRoutes(register: Register, { db, config, rateLimits }: AppDeps) {
  const limiter = rateLimits('contact', {
    limit: config.contactRateLimit,
    windowMs: config.contactRateWindowSeconds * 1000,
  })
  register(
    endpoints.contact,
    async (c, { body: { captcha, ...form } }) => {
      await verifyCaptcha(db, captcha, config.authSecret)
      const locale = c.get('locale')
      const { id } = await submitContactMessage(db, form, {
        locale,
        ip: c.get('clientIp'),
        supportEmail: config.supportEmail,
      })
      return { id, message: localizeMessage(serverMessages.contactReceived, locale) }
    },
    { before: [rateLimitByIp(limiter)] },
  )
}
