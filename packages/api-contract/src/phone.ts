import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod/mini'
import { messages } from './messages'
import type { Message } from './messages'

// The one phone rule of accounts, passengers, a booking's contact and wallet mobiles. Its own module (and
// export) so libphonenumber's metadata loads with the forms that ask for a phone, never on the first page.

/** A number typed without its country code is Saudi: "050 000 0001" as travellers here write it. */
export const DEFAULT_PHONE_REGION = 'SA'

/**
 * A phone number as stored and sent on: E.164 ("+966500000001"), whether it was typed with its country
 * code, with 00, or as a Saudi national number; undefined when it is no valid number.
 */
export function toE164Phone(text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text.trim(), DEFAULT_PHONE_REGION)
  return parsed?.isValid() ? parsed.number : undefined
}

/** The message for a typed (non-empty) phone number that is not valid. */
export const phoneProblem = (text: string): Message | undefined =>
  toE164Phone(text) ? undefined : messages.invalidPhone

/** A phone that must be given: "Phone number is required", then a valid number, stored as E.164. */
export const phoneSchema = z.pipe(
  z
    .string({ error: messages.phoneRequired })
    .check(z.trim(), z.minLength(1, { error: messages.phoneRequired })),
  z.string().check(
    z.refine((text) => toE164Phone(text) !== undefined, { error: messages.invalidPhone }),
    z.overwrite((text) => toE164Phone(text) ?? text),
  ),
)
