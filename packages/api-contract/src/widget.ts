import { z } from 'zod/mini'
import { currencyCodeSchema, verticalSchema } from './common'
import { messages } from './messages'

export const widgetQuerySchema = z.object({
  payload: z
    .string({ error: messages.invalidWidgetPayload })
    .check(z.minLength(1, { error: messages.invalidWidgetPayload })),
})

/** The signed-in user as the client keeps it (SPEC.md §3). `isAuthenticated` is derived from api_token. */
export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.email(),
    phone: z.nullable(z.string()),
    api_key: z.string(),
    api_token: z.string(),
    access_token: z.string(),
  })
  .register(z.globalRegistry, { id: 'User' })
export type User = z.infer<typeof userSchema>

/** The corner styles a partner may choose for the widget (ui-kit's radius scale, squarer or rounder). */
export const WIDGET_RADII = ['square', 'soft', 'round'] as const

/**
 * The fonts a partner may choose, each bundled with the widget (no font is fetched from elsewhere):
 * Rihla's own (Inter with Noto Sans Arabic), Noto Naskh Arabic, Cairo.
 */
export const WIDGET_FONTS = ['rihla', 'noto-naskh-arabic', 'cairo'] as const
export type WidgetFont = (typeof WIDGET_FONTS)[number]

const hexColorSchema = z.string().check(z.regex(/^#[0-9a-f]{6}$/i))

/**
 * A partner's theme, as its signed payload may carry it (`widget:sign`, which checks its colour pairs
 * for WCAG AA contrast): each value replaces the widget's own; absent ones keep it.
 */
export const widgetThemeSchema = z.object({
  /** Brand colour for primary actions, and the text on it (the more readable of white and Rihla's text when absent). */
  primaryColor: z.optional(z.nullable(hexColorSchema)),
  onPrimaryColor: z.optional(z.nullable(hexColorSchema)),
  /** The page's text and background colours, a pair. */
  textColor: z.optional(z.nullable(hexColorSchema)),
  backgroundColor: z.optional(z.nullable(hexColorSchema)),
  radius: z.optional(z.nullable(z.enum(WIDGET_RADII))),
  font: z.optional(z.nullable(z.enum(WIDGET_FONTS))),
})
export type WidgetTheme = z.infer<typeof widgetThemeSchema>

export const widgetStylesSchema = z.object({
  ...widgetThemeSchema.shape,
  allowedVerticals: z.array(verticalSchema).check(z.minLength(1)),
  /** Partner brand colour for primary actions, #rrggbb. */
  primaryColor: z.nullable(hexColorSchema),
})

export const widgetConfigSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    styles: widgetStylesSchema,
    /** Overrides the visitor's currency when set (SPEC.md §4 startup). */
    defaultCurrency: z.nullable(currencyCodeSchema),
    /** Partner API credentials for POST /partner/api/auth/token. */
    credentials: z.object({ username: z.string(), password: z.string() }),
    /**
     * The partner's pages that may embed the widget (origins such as https://partner.example): the
     * widget's pages name them in `frame-ancestors`, and its frame talks to no other page.
     */
    allowedOrigins: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'WidgetConfig' })
export type WidgetConfig = z.infer<typeof widgetConfigSchema>

export const appDataSchema = z
  .object({ user: z.nullable(userSchema), widget: widgetConfigSchema })
  .register(z.globalRegistry, { id: 'AppData' })
export type AppData = z.infer<typeof appDataSchema>

export const widgetResponseSchema = z.object({ Data: appDataSchema })
export type WidgetResponse = z.infer<typeof widgetResponseSchema>

/** The origins that may frame a payload's widget, for the widget server's `frame-ancestors`. */
export const widgetFrameAncestorsResponseSchema = z.object({ origins: z.array(z.string()) })
export type WidgetFrameAncestorsResponse = z.infer<typeof widgetFrameAncestorsResponseSchema>
