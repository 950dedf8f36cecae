import { messages, serverMessages, widgetThemeSchema } from '@rihla/api-contract'
import type { WidgetFrameAncestorsResponse, WidgetResponse } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import { decodeProtectedHeader, errors, jwtVerify } from 'jose'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { widgets } from '../../db/schema'
import { ServiceError } from '../../errors'
import { openSession, upsertUserByEmail } from '../accounts/service'
import { partnerPassword } from '../partner/credentials'
import { payloadUserSchema, WIDGET_PAYLOAD_ALGORITHM, widgetSecretKey } from './payload'

type WidgetConfig = Pick<Config, 'widgetSigningKey' | 'partnerCredentialKey' | 'sessionTtlSeconds'>

const invalidPayload = () => new ServiceError('unauthenticated', messages.invalidWidgetPayload)

function payloadKeyId(payload: string): string {
  try {
    const { kid } = decodeProtectedHeader(payload)
    if (typeof kid === 'string' && kid) return kid
  } catch {
    // Not a JWS at all: reported like any other bad payload.
  }
  throw invalidPayload()
}

async function verifiedClaims(payload: string, key: Uint8Array) {
  try {
    const { payload: claims } = await jwtVerify(payload, key, { algorithms: [WIDGET_PAYLOAD_ALGORITHM] })
    return claims
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ServiceError('unauthenticated', messages.tokenExpired)
    throw invalidPayload()
  }
}

/** The widget a payload names, once its signature, key id and expiry check out, with its claims. */
async function verifiedWidget(db: Db, config: WidgetConfig, payload: string) {
  const widgetId = payloadKeyId(payload)
  const [widget] = await db.select().from(widgets).where(eq(widgets.id, widgetId))
  if (!widget) throw new ServiceError('not_found', messages.invalidWidgetPayload)

  const claims = await verifiedClaims(payload, widgetSecretKey(config.widgetSigningKey, widget.id))
  if (!widget.enabled) throw new ServiceError('forbidden', serverMessages.widgetDisabled)
  return { widget, claims }
}

/** The origins that may frame the widget: what the widget server sends as `frame-ancestors`. */
export async function frameAncestors(
  db: Db,
  config: WidgetConfig,
  payload: string,
): Promise<WidgetFrameAncestorsResponse> {
  const { widget } = await verifiedWidget(db, config, payload)
  return { origins: widget.allowedOrigins }
}

const withoutNulls = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>

/**
 * Verifies a widget payload (signature with the widget's own secret, key id, expiry) and returns the
 * app data. A user vouched for by the partner is created or updated and gets a fresh session.
 */
export async function loadAppData(db: Db, config: WidgetConfig, payload: string): Promise<WidgetResponse> {
  const { widget, claims } = await verifiedWidget(db, config, payload)

  let user: WidgetResponse['Data']['user'] = null
  if (claims.user !== undefined) {
    const parsed = payloadUserSchema.safeParse(claims.user)
    if (!parsed.success) throw invalidPayload()
    user = await db.transaction(async (tx) => {
      const row = await upsertUserByEmail(tx, parsed.data)
      const tokens = await openSession(tx, row.id, { ttlSeconds: config.sessionTtlSeconds, origin: 'widget' })
      return { id: row.id, name: row.name, email: row.email, phone: row.phone, ...tokens }
    })
  }

  const theme = widgetThemeSchema.safeParse(claims.theme ?? {})
  if (!theme.success) throw invalidPayload()

  return {
    Data: {
      user,
      widget: {
        id: widget.id,
        name: widget.name,
        styles: {
          allowedVerticals: widget.allowedVerticals,
          primaryColor: widget.primaryColor,
          radius: widget.radius,
          // The partner's signed theme for this page, over the widget's own.
          ...withoutNulls(theme.data),
        },
        defaultCurrency: widget.defaultCurrency,
        credentials: {
          username: widget.partnerUsername,
          password: partnerPassword(config.partnerCredentialKey, widget.partnerUsername),
        },
        allowedOrigins: widget.allowedOrigins,
      },
    },
  }
}
