import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Locale, Money } from '@rihla/api-contract'
import type { CardBrand } from '@rihla/api-contract/payments'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gatewayCheckouts } from '../../db/schema'
import type { GatewayAuthorization, GatewayCheckout } from '../../db/schema'
import type { CardOutcome } from '../../modules/payments/settlement'
import type { GatewayCopy } from './copy'
import {
  MAX_OTP_ATTEMPTS,
  SANDBOX_OTP,
  authorizationOf,
  cardDigits,
  detectBrand,
  hasBrandLength,
  passesLuhn,
} from './testCards'

/** A hosted checkout lives as long as a real gateway's session: long enough to type a card and a code. */
export const CHECKOUT_LIFETIME_MS = 15 * 60 * 1000

export const GATEWAY_PREFIX = '/gateway'
export const checkoutPathOf = (id: string) => `${GATEWAY_PREFIX}/checkout/${id}`

export interface CardCheckoutRequest {
  orderRef: string
  amount: Money
  locale: Locale
  /** Where the page sends the traveller when they finish or cancel; `?ref=<orderRef>` is added. */
  returnUrl: string
  description: string
}

/** 32 random bytes: the id is the only thing that opens the page, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url')

/**
 * Opens a hosted card checkout, as the app's server asks a real gateway to. The path is on the API's
 * origin (the gateway's), never the site's; the caller makes it absolute for the browser.
 */
export async function createCardCheckout(
  db: Db,
  request: CardCheckoutRequest,
  now: Date = new Date(),
): Promise<{ checkoutPath: string; expiresAt: Date }> {
  const id = newToken()
  const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS)
  await db.insert(gatewayCheckouts).values({
    id,
    orderRef: request.orderRef,
    amount: request.amount.amount,
    currency: request.amount.currency,
    locale: request.locale,
    returnUrl: request.returnUrl,
    description: request.description,
    csrfToken: newToken(),
    expiresAt,
    createdAt: now,
    updatedAt: now,
  })
  return { checkoutPath: checkoutPathOf(id), expiresAt }
}

export const findCheckout = async (db: Db, id: string): Promise<GatewayCheckout | null> => {
  const [checkout] = await db.select().from(gatewayCheckouts).where(eq(gatewayCheckouts.id, id)).limit(1)
  return checkout ?? null
}

/** A finished checkout never expires: its page keeps saying it was processed. */
export const isExpired = (checkout: GatewayCheckout, now: Date) =>
  checkout.state !== 'completed' && now.getTime() >= checkout.expiresAt.getTime()

/** Compared in constant time: the token is what proves a POST came from this checkout's own page. */
export function tokenMatches(checkout: GatewayCheckout, token: unknown): boolean {
  if (typeof token !== 'string') return false
  const expected = Buffer.from(checkout.csrfToken)
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export const CARD_FIELDS = ['cardholderName', 'cardNumber', 'expiry', 'cvv'] as const
export type CardField = (typeof CARD_FIELDS)[number]
export type CardForm = Record<CardField, string>

/** Keys of the page copy a card field's error can be. */
export type CardErrorKey = Extract<
  keyof GatewayCopy,
  | 'nameRequired'
  | 'nameInvalid'
  | 'numberRequired'
  | 'numberInvalid'
  | 'brandUnsupported'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvvRequired'
  | 'cvvInvalid'
>
export type CardErrors = Partial<Record<CardField, CardErrorKey>>

/** What the gateway keeps of a card: never its number or security code. */
export interface EnteredCard {
  brand: CardBrand
  last4: string
  authorization: GatewayAuthorization
}

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]{1,63}$/u
const EXPIRY_PATTERN = /^(\d{2})\s*\/\s*(\d{2})$/

/** Year and month now in Saudi Arabia, where the sandbox issuers are: a card is valid through its month. */
function currentMonth(now: Date) {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return part('year') * 12 + part('month')
}

function expiryError(input: string, now: Date): CardErrorKey | null {
  if (input === '') return 'expiryRequired'
  const match = EXPIRY_PATTERN.exec(input)
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) return 'expiryInvalid'
  const year = 2000 + Number(match[2])
  return year * 12 + month < currentMonth(now) ? 'expiryPast' : null
}

function numberError(digits: string): CardErrorKey | null {
  if (digits === '') return 'numberRequired'
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'numberInvalid'
  const brand = detectBrand(digits)
  if (!brand) return 'brandUnsupported'
  return hasBrandLength(digits, brand) ? null : 'numberInvalid'
}

/** Checks a submitted card form as the gateway's card entry does; the number is not kept anywhere. */
export function validateCard(
  form: CardForm,
  now: Date,
): { ok: true; card: EnteredCard } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {}
  const name = form.cardholderName.trim()
  if (name === '') errors.cardholderName = 'nameRequired'
  else if (!NAME_PATTERN.test(name)) errors.cardholderName = 'nameInvalid'
  const digits = cardDigits(form.cardNumber)
  const numberProblem = numberError(digits)
  if (numberProblem) errors.cardNumber = numberProblem
  const expiryProblem = expiryError(form.expiry.trim(), now)
  if (expiryProblem) errors.expiry = expiryProblem
  const cvv = form.cvv.trim()
  if (cvv === '') errors.cvv = 'cvvRequired'
  else if (!/^\d{3}$/.test(cvv)) errors.cvv = 'cvvInvalid'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    card: { brand: detectBrand(digits)!, last4: digits.slice(-4), authorization: authorizationOf(digits) },
  }
}

/**
 * Moves an open checkout to its 3-D Secure challenge with the entered card. Conditional on the state,
 * so a double-submitted form enters one card; false when the checkout was no longer open.
 */
export async function enterCard(db: Db, id: string, card: EnteredCard, now: Date): Promise<boolean> {
  const moved = await db
    .update(gatewayCheckouts)
    .set({
      state: 'challenge',
      cardBrand: card.brand,
      cardLast4: card.last4,
      authorization: card.authorization,
      updatedAt: now,
    })
    .where(
      and(
        eq(gatewayCheckouts.id, id),
        eq(gatewayCheckouts.state, 'card_entry'),
        gt(gatewayCheckouts.expiresAt, now),
      ),
    )
    .returning({ id: gatewayCheckouts.id })
  return moved.length === 1
}

export type ChallengeAnswer =
  | { kind: 'wrong_code'; triesLeft: number }
  /** The checkout is claimed for completion with this outcome; the caller settles it with the app. */
  | { kind: 'claimed'; checkout: GatewayCheckout }
  /** Another request finished or moved it first. */
  | { kind: 'stale' }

const codeMatches = (code: string) =>
  code.length === SANDBOX_OTP.length && timingSafeEqual(Buffer.from(code), Buffer.from(SANDBOX_OTP))

/**
 * The access control server's check of the one-time code. A right code authorizes by the card's
 * scripted answer; the third wrong code fails authentication. Each step is one conditional update, so
 * concurrent submissions count every wrong try and complete the checkout once.
 */
export async function answerChallenge(
  db: Db,
  checkout: GatewayCheckout,
  code: string,
  now: Date,
): Promise<ChallengeAnswer> {
  const open = and(
    eq(gatewayCheckouts.id, checkout.id),
    eq(gatewayCheckouts.state, 'challenge'),
    gt(gatewayCheckouts.expiresAt, now),
  )
  if (codeMatches(code)) {
    const [claimed] = await db
      .update(gatewayCheckouts)
      .set({ state: 'completed', outcome: checkout.authorization, completedAt: now, updatedAt: now })
      .where(open)
      .returning()
    return claimed ? { kind: 'claimed', checkout: claimed } : { kind: 'stale' }
  }
  const [counted] = await db
    .update(gatewayCheckouts)
    .set({ otpAttempts: sql`${gatewayCheckouts.otpAttempts} + 1`, updatedAt: now })
    .where(and(open, lt(gatewayCheckouts.otpAttempts, MAX_OTP_ATTEMPTS)))
    .returning()
  if (!counted) return { kind: 'stale' }
  if (counted.otpAttempts < MAX_OTP_ATTEMPTS) {
    return { kind: 'wrong_code', triesLeft: MAX_OTP_ATTEMPTS - counted.otpAttempts }
  }
  const [failed] = await db
    .update(gatewayCheckouts)
    .set({ state: 'completed', outcome: 'authentication_failed', completedAt: now, updatedAt: now })
    .where(open)
    .returning()
  return failed ? { kind: 'claimed', checkout: failed } : { kind: 'stale' }
}

/** The app could not be told: the checkout goes back to its challenge so the traveller can retry. */
export async function reopenChallenge(db: Db, id: string, now: Date) {
  await db
    .update(gatewayCheckouts)
    .set({
      state: 'challenge',
      outcome: null,
      completedAt: null,
      // A third wrong code that could not be reported leaves one try: the next wrong one fails again.
      otpAttempts: sql`least(${gatewayCheckouts.otpAttempts}, ${MAX_OTP_ATTEMPTS - 1})`,
      updatedAt: now,
    })
    .where(eq(gatewayCheckouts.id, id))
}

/** The app refused an authorized payment: the gateway releases the hold instead of capturing it. */
export async function voidCheckout(db: Db, id: string, now: Date) {
  await db.update(gatewayCheckouts).set({ voidedAt: now, updatedAt: now }).where(eq(gatewayCheckouts.id, id))
}

/** What the app's settlement receives: the issuer's answer with the card's brand and last digits only. */
export function cardOutcomeOf(checkout: GatewayCheckout): CardOutcome {
  const brand = checkout.cardBrand
  const last4 = checkout.cardLast4
  if (checkout.outcome === 'approved' && brand && last4) return { status: 'succeeded', brand, last4 }
  const reason =
    checkout.outcome && checkout.outcome !== 'approved' ? checkout.outcome : 'authentication_failed'
  return { status: 'failed', reason, brand, last4 }
}

/** The app's return URL with the order reference added, keeping any query it already had. */
export function returnUrlOf(checkout: Pick<GatewayCheckout, 'returnUrl' | 'orderRef'>): string {
  const url = new URL(checkout.returnUrl)
  url.searchParams.set('ref', checkout.orderRef)
  return url.toString()
}
