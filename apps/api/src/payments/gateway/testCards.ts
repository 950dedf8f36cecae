import type { CardBrand } from '@rihla/api-contract/payments'
import type { GatewayAuthorization } from '../../db/schema'

/** Digits only: travellers type spaces and dashes as the card prints them. */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '')

/** The check digit every real card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * Issuer ranges (BINs) of Saudi banks' mada cards. Many sit inside Visa's and Mastercard's ranges
 * (co-badged cards), so they are matched first: a Saudi gateway routes them over mada.
 */
export const MADA_BINS: ReadonlySet<string> = new Set(
  (
    '406136 406996 409201 410621 410685 417633 419593 420132 421141 422817 422818 422819 ' +
    '428331 428671 428672 428673 431361 432328 434107 439954 440533 440647 440795 445564 ' +
    '446393 446404 446672 455036 455708 457865 458456 462220 468540 468541 468542 468543 ' +
    '474491 483010 483011 483012 484783 486094 486095 486096 489317 489318 489319 504300 ' +
    '508160 513213 520058 521076 524130 524514 529415 529741 530060 530906 531095 531196 ' +
    '532013 535825 535989 536023 537767 539931 543085 543357 549760 554180 557606 558563 ' +
    '585265 588845 588848 588850 588982 588983 589005 589206 604906 605141 636120 968201 ' +
    '968202 968203 968204 968205 968206 968207 968208 968209 968210 968211'
  ).split(' '),
)

const LENGTHS: Record<CardBrand, readonly number[]> = {
  mada: [16],
  visa: [13, 16, 19],
  mastercard: [16],
}

/** The brand by the number's leading digits; null for a brand the gateway does not take. */
export function detectBrand(digits: string): CardBrand | null {
  if (MADA_BINS.has(digits.slice(0, 6))) return 'mada'
  if (digits.startsWith('4')) return 'visa'
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard'
  return null
}

export const hasBrandLength = (digits: string, brand: CardBrand) => LENGTHS[brand].includes(digits.length)

/**
 * The sandbox issuers' scripted answers, shown on the page as a real sandbox lists its test cards.
 * Any other valid number of an accepted brand is approved.
 */
export const TEST_CARDS: readonly {
  number: string
  brand: CardBrand
  authorization: GatewayAuthorization
}[] = [
  { number: '4111111111111111', brand: 'visa', authorization: 'approved' },
  { number: '5555555555554444', brand: 'mastercard', authorization: 'approved' },
  { number: '4464040000000007', brand: 'mada', authorization: 'approved' },
  { number: '4000000000009995', brand: 'visa', authorization: 'insufficient_funds' },
  { number: '4000000000000002', brand: 'visa', authorization: 'incorrect_details' },
  { number: '4000000000000119', brand: 'visa', authorization: 'bank_issue' },
]

export const authorizationOf = (digits: string): GatewayAuthorization =>
  TEST_CARDS.find((card) => card.number === digits)?.authorization ?? 'approved'

/** The sandbox access control server's one-time code, printed on its page as real sandboxes do. */
export const SANDBOX_OTP = '123456'
export const MAX_OTP_ATTEMPTS = 3

/** 4111111111111111 → 4111 1111 1111 1111, as it is printed on the card. */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')
