import { createHmac } from 'node:crypto'
import type { WidgetTheme } from '@rihla/api-contract'
import { SignJWT } from 'jose'
import { z } from 'zod'

export const WIDGET_PAYLOAD_ALGORITHM = 'HS256'

/**
 * A widget's own signing secret, derived from the server's widget signing key and the widget id: each
 * partner gets a different secret and the server stores none of them.
 */
export const widgetSecret = (signingKey: string, widgetId: string) =>
  createHmac('sha256', signingKey).update(`widget:${widgetId}`).digest('base64url')

export const widgetSecretKey = (signingKey: string, widgetId: string) =>
  new TextEncoder().encode(widgetSecret(signingKey, widgetId))

/** The partner's signed-in user, as the partner vouches for them. */
export const payloadUserSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(32).optional(),
})
export type PayloadUser = z.infer<typeof payloadUserSchema>

export interface SignWidgetPayloadOptions {
  widgetId: string
  signingKey: string
  user?: PayloadUser
  /** The partner's theme for this page (checked by `widget:sign`): it replaces the widget's own styles. */
  theme?: WidgetTheme
  /** A jose time span ("1h", "30 days") or seconds since the epoch; no expiry when absent. */
  expiresIn?: string | number
  /** Defaults to now; tests set it in the past to make an expired payload. */
  issuedAt?: number
}

/** What a partner's server does to open the widget for a visitor. */
export async function signWidgetPayload(options: SignWidgetPayloadOptions): Promise<string> {
  const jwt = new SignJWT({
    ...(options.user && { user: options.user }),
    ...(options.theme && { theme: options.theme }),
  })
    .setProtectedHeader({ alg: WIDGET_PAYLOAD_ALGORITHM, kid: options.widgetId })
    .setIssuedAt(options.issuedAt)
  if (options.expiresIn !== undefined) jwt.setExpirationTime(options.expiresIn)
  return jwt.sign(widgetSecretKey(options.signingKey, options.widgetId))
}
