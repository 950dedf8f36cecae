import type { Locale } from '@rihla/api-contract'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Logger } from '../logger'

export interface AppDeps {
  db: Db
  config: Config
  logger: Logger
}

/** Who a partner token was issued to. */
export interface PartnerPrincipal {
  username: string
  widgetId: string
}

export interface AppEnv {
  Variables: {
    locale: Locale
    clientIp: string
    partner: PartnerPrincipal
  }
}
